#!/bin/bash
# v14 device call: the 64 x 64 plane pass (tcfft_new, tcfft_tests) against the two passes
# (tcfft_prev, 7db193b's build). Usage: OUT=... tools/kernel_dev/v14_plane.sh
export GTEST=${GTEST:-'GpuPlanePass.*:*3d*:*64*:Cuda/GpuLayouts.*:Cuda/GpuVsCpuEmulationLayouts.*'} SAN=${SAN:-'GpuPlanePass.*'}
export SHAPES=${SHAPES:-"64 64 64 x512;64 64 x16384;128 64 64 x256;32 64 64 x1024"}
exec "$(dirname "$0")/v14_ab.sh"
