#!/bin/bash
# v14 device call: rt_staged4096 with two 8-warp groups (tcfft_new, tcfft_tests) against one group
# (tcfft_prev, the 7db193b build). Usage: OUT=... tools/kernel_dev/v14_staged4096.sh
export GTEST=${GTEST:-'*4096*:*8192*:*2d*:*2e24*:*2e26*:*2e22*'} SAN=${SAN:-'*2d_4096x16*:*2d_8192x8*'}
export SHAPES=${SHAPES:-"4096 4096 x4;8192 8192 x1"}
exec "$(dirname "$0")/v14_ab.sh"
