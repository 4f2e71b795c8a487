// The build plugins run one generator: the release's prebuilt tool or the one built from
// source. Both traits at once would hand them two tools of one name, so the build stops here.
#if prebuilt && sourceBuild
    #error(
        "StaticHub: the traits prebuilt and sourceBuild exclude each other; enable one (traits: [\"sourceBuild\"] builds the generator from source)"
    )
#endif
