/* A whole kernel on one line, a helper before it and code after it in the same file. */
// polyviz-test: n=9
static double twice(double x) { return 2.0 * x; }
void kernel_one_line(int n,double A[n],double B[n]){ for(int i=1;i<n;i++){A[i]=A[i-1]*0.5+B[i];} for(int i=0;i<n;i++) B[i]=2.0*A[i]; }
double after_the_kernel(int n, double B[n]) { return twice(B[n - 1]); }
