#!/usr/bin/env python3
# v16: shared-memory wavefronts of the staged 1024 / rt16384 row accesses under swz1024 and swr1024
# (64-bit accesses served per half-warp: 16 float2 on 16 distinct bank pairs = 1 wavefront).
# Usage: python3 tools/kernel_dev/bank_model_v16.py (prints wavefronts per warp instruction; minimum 2).
def bit(i,b): return (i>>b)&1
def swz(i): return i ^ ((bit(i,8)^bit(i,7)) | ((bit(i,9)^bit(i,8))<<1) | (bit(i,5)<<2) | ((bit(i,6)^bit(i,4))<<3))
def wf(addrs):  # addrs in float2 units; 8-byte accesses
    from collections import defaultdict
    banks=defaultdict(set)
    for a in addrs:
        for h in (0,1):
            w=2*a+h; banks[w%32].add(w)
    return max(len(s) for s in banks.values())
RP=1028
tot=0;n=0
# stage0_row
for w in range(4):
  for nt in range(2):
    for e in range(4):
      ad=[swz(16*w+(l>>2)+128*(l&3)+8*nt+64*(e&1)+512*(e>>1)) for l in range(32)]
      tot+=wf(ad); n+=1
print("stage0_row wavefronts/instr", tot/n)
# rows_out (kfast false: l = tid%8, k0 = tid/8), threads 256
tot=0;n=0
for warp in range(8):
  for i in range(32):
    ad=[]
    for lane in range(32):
      tid=32*warp+lane; l=tid%8; k0=tid//8
      ad.append(l*RP+swz(k0+32*i))
    tot+=wf(ad); n+=1
print("rows_out (strided out) wf/instr", tot/n)
# rows_out kfast true (contiguous out): l = tid / 32, k0 = tid % 32
tot=0;n=0
for warp in range(8):
  for i in range(32):
    ad=[(tid//32)*RP+swz(tid%32+32*i) for tid in range(32*warp,32*warp+32)]
    tot+=wf(ad); n+=1
print("rows_out (contig out) wf/instr", tot/n)
# y0 reads: b_y0r = swz(w + 16g + 256t) ^ swz(4tk+128c)
tot=0;n=0
for w in range(4):
  for tk in range(4):
    for c in range(2):
      ad=[swz(w+16*(l>>2)+256*(l&3)+4*tk+128*c) for l in range(32)]
      tot+=wf(ad); n+=1
print("y0 read wf/instr", tot/n)
print("--- half-warp model")
def wf2(addrs):
    return wf(addrs[:16])+wf(addrs[16:])
def run(name, gen):
    tot=0;n=0
    for ad in gen():
        tot+=wf2(ad); n+=1
    print(name, tot/n)
run("stage0_row", lambda: ([swz(16*w+(l>>2)+128*(l&3)+8*nt+64*(e&1)+512*(e>>1)) for l in range(32)] for w in range(4) for nt in range(2) for e in range(4)))
run("rows_out strided", lambda: ([ (32*wp+la)%8*RP+swz((32*wp+la)//8+32*i) for la in range(32)] for wp in range(8) for i in range(32)))
run("y0 read", lambda: ([swz(w+16*(l>>2)+256*(l&3)+4*tk+128*c) for l in range(32)] for w in range(4) for tk in range(4) for c in range(2)))
run("row write (stages12 put)", lambda: ([swz(w+32*(l&3)+128*(l>>2)+4*tk+16*c) for l in range(32)] for w in range(4) for tk in range(4) for c in range(2)))
run("y0 write (stage0)", lambda: ([swz(256*w+32*(l&3)+(l>>2) ^ (16*((i&1)+8*nt)+8*(i>>1))) for l in range(32)] for w in range(4) for nt in range(2) for i in range(4)))
def bpos(e): return e+2*(e>>6)
run("bulk stage0", lambda: ([bpos(16*w+(l>>2)+128*(l&3))+bpos(8*nt+64*(e&1)+512*(e>>1)) for l in range(32)] for w in range(4) for nt in range(2) for e in range(4)))
print("--- new swizzle, RP 1026")
def swr(k): return k ^ (bit(k,5) | (bit(k,6)<<1) | (bit(k,7)<<2) | (bit(k,8)<<3))
R2=1026
run("stage0_row new", lambda: ([swr(16*w+(l>>2)+128*(l&3)+8*nt+64*(e&1)+512*(e>>1)) for l in range(32)] for w in range(4) for nt in range(2) for e in range(4)))
run("put new", lambda: ([swr(w+32*(l&3)+128*(l>>2)+4*tk+16*c) for l in range(32)] for w in range(4) for tk in range(4) for c in range(2)))
run("staging strided new", lambda: ([ (32*wp+la)%8*R2+swr((32*wp+la)//8+32*i) for la in range(32)] for wp in range(8) for i in range(32)))
run("staging contig new", lambda: ([ (32*wp+la)//32*R2+swr((32*wp+la)%32+32*i) for la in range(32)] for wp in range(8) for i in range(32)))
# 512 threads (4 groups), LPB 8: kfast false l=tid%8,k0=tid/8 (KS=64)
run("staging strided new 512", lambda: ([ (32*wp+la)%8*R2+swr((32*wp+la)//8+64*i) for la in range(32)] for wp in range(16) for i in range(16)))
run("staging contig new 512", lambda: ([ (32*wp+la)//64*R2+swr((32*wp+la)%64+64*i) for la in range(32)] for wp in range(16) for i in range(16)))
print("old staging contig", end=" "); run("", lambda: ([ (32*wp+la)//32*RP+swz((32*wp+la)%32+32*i) for la in range(32)] for wp in range(8) for i in range(32)))
print("old put", end=" "); run("", lambda: ([swz(w+32*(l&3)+128*(l>>2)+4*tk+16*c) for l in range(32)] for w in range(4) for tk in range(4) for c in range(2)))
print("--- rt16384, RP 1026, NW=16")
NW=16
for nm,S in (("old",swz),("new",swr)):
  run(nm+" copy-in", lambda: ([ ((16*(l&1)+((l>>1)&7)+8*(l>>4)) & 15)*1026 + S(2*w+(l&1) ^ 2*NW*m) for l in range(32)] for w in range(NW) for m in range(16384//(32*NW))))
  run(nm+" last", lambda: ([ (2*(l&3)+(e&1)+8*(e>>1))*1026 + S(16*(w+NW*c)+(l>>2)+8*nt) for l in range(32)] for w in range(NW) for c in range(64//NW) for nt in range(2) for e in range(4)))
