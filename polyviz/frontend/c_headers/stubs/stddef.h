/* polyviz parsing stub: the typedefs pycparser must know to parse code that uses them. */
typedef unsigned long size_t;
typedef long ptrdiff_t;
#define NULL 0
