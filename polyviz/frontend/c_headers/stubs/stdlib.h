/* polyviz parsing stub: declarations only matter to the C compiler, not to the SCoP extractor. */
typedef unsigned long size_t;
