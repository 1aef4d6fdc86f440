/* polyviz parsing stub: math functions are recognised by name; only the constants matter here. */
#define M_PI 3.14159265358979323846
#define M_E 2.7182818284590452354
#define INFINITY (1.0/0.0)
