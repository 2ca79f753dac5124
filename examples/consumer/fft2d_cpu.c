/* Plans and runs a 2D C2C transform (64 x 32, batch 2) on the CPU backend
 * through the C API, and checks it against a direct 2D DFT of the same input.
 * Exit status 0 when the relative L2 error is below 1e-5. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <tcfft/tcfft.h>

#define CHECK(call)                                                                   \
  do {                                                                                \
    tcfftResult r_ = (call);                                                          \
    if (r_ != TCFFT_SUCCESS) {                                                        \
      fprintf(stderr, "%s failed: %s: %s\n", #call, tcfftGetErrorString(r_),          \
              tcfftGetLastErrorMessage(h));                                           \
      return 1;                                                                       \
    }                                                                                 \
  } while (0)

int main(void) {
  enum { NX = 64, NY = 32, B = 2 };
  const long long n[2] = {NX, NY};
  float* in = malloc(sizeof(float) * 2 * NX * NY * B);
  float* out = malloc(sizeof(float) * 2 * NX * NY * B);
  srand(7);
  for (int i = 0; i < 2 * NX * NY * B; ++i) in[i] = 2.0f * rand() / (float)RAND_MAX - 1.0f;

  tcfftHandle h = NULL;
  CHECK(tcfftCreate(&h));
  CHECK(tcfftSetBackend(h, TCFFT_BACKEND_CPU));
  CHECK(tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_NATIVE));
  size_t ws = 0;
  CHECK(tcfftMakePlanMany(h, 2, n, NULL, 1, NX * NY, NULL, 1, NX * NY, TCFFT_C2C, B, &ws));
  CHECK(tcfftExec(h, in, out, TCFFT_FORWARD));

  double err = 0, ref2 = 0;
  const double tau = 6.283185307179586476925286766559;
  for (int b = 0; b < B; ++b)
    for (int kx = 0; kx < NX; ++kx)
      for (int ky = 0; ky < NY; ++ky) {
        double re = 0, im = 0;
        for (int x = 0; x < NX; ++x)
          for (int y = 0; y < NY; ++y) {
            const double a = -tau * ((double)kx * x / NX + (double)ky * y / NY);
            const float* v = in + 2 * ((b * NX + x) * NY + y);
            re += v[0] * cos(a) - v[1] * sin(a);
            im += v[0] * sin(a) + v[1] * cos(a);
          }
        const float* o = out + 2 * ((b * NX + kx) * NY + ky);
        err += (o[0] - re) * (o[0] - re) + (o[1] - im) * (o[1] - im);
        ref2 += re * re + im * im;
      }
  const double rel = sqrt(err / ref2);
  printf("tcfft 2D %dx%d batch %d on the CPU backend: rel-L2 error vs direct DFT = %.3e\n", NX, NY, B, rel);
  CHECK(tcfftDestroy(h));
  free(in);
  free(out);
  return rel < 1e-5 ? 0 : 1;
}
