/// An Xcode project file as Xcode writes it, for the tests that read its build settings.
public enum XcodeProjectFixture {
    /// A project with the target `App`, whose Debug and Release configurations carry
    /// `appDebug` and `appRelease` as their build settings, and the project's `projectDebug`;
    /// `App` builds `product` (an app unless told).
    public static func project(
        appDebug: String, appRelease: String, projectDebug: String = "", product: String = "com.apple.product-type.application"
    ) -> String {
        """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXNativeTarget section */
        		A1000001 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = A1000002 /* Build configuration list for PBXNativeTarget "App" */;
        			buildPhases = (
        			);
        			name = App;
        			productName = App;
        			productType = "\(product)";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		A1000010 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = A1000011 /* Build configuration list for PBXProject "App" */;
        			targets = (
        				A1000001 /* App */,
        			);
        		};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        		A1000003 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_BUNDLE_IDENTIFIER = "com.example.App";
        \(appDebug)
        				SWIFT_VERSION = 5.0;
        			};
        			name = Debug;
        		};
        		A1000004 /* Release */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        \(appRelease)
        			};
        			name = Release;
        		};
        		A1000012 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				OTHER_LDFLAGS = (
        					"-ObjC",
        					"$(inherited)",
        				);
        \(projectDebug)
        			};
        			name = Debug;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		A1000002 /* Build configuration list for PBXNativeTarget "App" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				A1000003 /* Debug */,
        				A1000004 /* Release */,
        			);
        			defaultConfigurationName = Release;
        		};
        		A1000011 /* Build configuration list for PBXProject "App" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				A1000012 /* Debug */,
        			);
        		};
        /* End XCConfigurationList section */
        	};
        	rootObject = A1000010 /* Project object */;
        }

        """
    }
}
