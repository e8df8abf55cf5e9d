#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# Generates asm/arm/aes-armv7m-ct.S (the armv7m_ct rounds):
#   python3 asm/arm/aes-armv7m-ct-gen.py asm/arm/aes-armv7m-ct.S
#   python3 asm/arm/aes-armv7m-ct-gen.py --search N   (new SEEDS and LOOP, below)
#   python3 asm/arm/aes-armv7m-ct-gen.py --anneal N [SEED]   (a new SORDER)
# Each fixsliced round variant (MixColumns conjugated by ShiftRows^j, j =
# 0..3, and the last round) is written as a straight-line SSA program (the
# 113-gate S-box program SLP113 of asm/gen/aesmodel.py, MixColumns,
# AddRoundKey), list-scheduled to keep few values live, register-allocated
# over r0-r12 and lr with furthest-next-use spilling to stack slots; then
# the spill code is placed where the Cortex-M4 pipelines it (a reload
# after a load, a store after a load, two stores as one STRD).  Before the file
# is written: the allocated Thumb-2 of each round is interpreted and
# compared with its SSA program on random inputs, the SSA rounds driven as
# kernel_armv7m_ct.c drives them are compared with a FIPS-197 AES written
# here (three key sizes), and the packing and the final ShiftRows^rounds
# are checked against the layout.  The single round of the AEGIS slot
# (aesalt_aes_round2_armv7m_ct: ShiftRows on the column words, the
# packing, the S-box with its NOTs, MixColumns variant 0, the unpacking,
# AddRoundKey) is interpreted whole against a FIPS-197 round.  The ECB
# and CTR entries' loops over pairs are interpreted with the core replaced
# by FIPS-197 AES, against ECB and CTR.
import os, random, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'gen'))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), 'gen'))
from ct32model import IDENT, M, REGS, allocate as ct32_allocate, pack, pmoves as ct32_pmoves, run, sim, unpack
from regsched import Prog, list_schedule
from aesmodel import SLP113_GATES, enc_round as aes_round, encrypt, expand_key as expand, shift_rows, self_check
self_check()  # FIPS-197 and the circuits on all 256 bytes
# SubBytes: Boyar and Peralta's 113-gate program (aesmodel's SLP113: XOR
# and AND, S(x) ^ 0x63; U0 the most significant input bit, S0 the most
# significant output bit).
gates=[(d,op,a,b) for d,a,op,b in SLP113_GATES]
NOT63=(0,1,5,6)  # the bits of 0x63
# SSA program: list of (dst, op, srcs, extra)
P=Prog(name='%s_%d')  # values s_1, n_2, ... (asm/gen/regsched.py)
# The bottom ANDs (z = t & y) use again the 18 y's of the first ones,
# all live across the inversion in GF(16): more than the registers hold.
# Only the eight of BASIS stay live (in a register or spilled) for the
# bottom; it computes the other ten again from them, one XOR each, just
# before their ANDs (rebuild()).
BASIS=('y4', 'U7', 'y10', 'y6', 'y13', 'y17', 'y2', 'y3')
def rebuild(basis):
    """[(y, a, b)]: the bottom's y's not in basis, each y = a ^ b with a
    and b in basis or rebuilt before it (the y's as linear functions of
    the inputs, from the top layer's XORs)."""
    lin={'U%d'%i:1<<i for i in range(8)}
    for d,op,a,b in gates:
        if op=='^' and a in lin and b in lin: lin[d]=lin[a]^lin[b]
    need=[a if a.startswith(('y','U')) else b for d,op,a,b in gates if d.startswith('z')]
    have={lin[y]:y for y in basis}; out=[]
    while len(have)<len(set(need)):
        y,a,b=next((y,have[h],have[lin[y]^h]) for y in need if lin[y] not in have for h in have if lin[y]^h in have)
        out.append((y,a,b)); have[lin[y]]=y
    return out
REBUILD={y:(a,b) for y,a,b in rebuild(BASIS)}
def sbox(q, nots=True):
    # nots=False leaves out the four NOTs (the constant 0x63 of the affine
    # map): the rounds get it back from their round keys (see the top).
    env={}; late={}
    for i in range(8): env['U%d'%i]=q[7-i]
    def bottom(y):
        if y not in REBUILD: return env[y]
        if y not in late:
            a,b=REBUILD[y]; v=P.op('eor',[bottom(a),bottom(b)],None,'s'); late[y]=v
        return late[y]
    for d,op,a,b in gates:
        if d.startswith('z'): a,b=bottom(a),bottom(b)
        else: a,b=env[a],env[b]
        v=P.op({'^':'eor','&':'and','|':'orr'}[op],[a,b],None,'s')
        env[d]=v
    out=[env['S%d'%(7-i)] for i in range(8)]
    if nots:
        for i in NOT63:
            w=P.op('mvn',[out[i]],None,'n'); out[i]=w
    return out
MASKS=[0,0x03030303,0x0f0f0f0f,0x3f3f3f3f]
def rot(x, j, n):
    """(z, s) with ror(z, s) = R^n(x), R of the fixsliced MixColumns j: row
    r + 1, column c + j of x into row r, column c (row r, column c at bits
    8r + 2c, 8r + 2c + 1).  The column part is a rotation inside each
    byte, by 2(nj mod 4) bits: z = x with the low 2(nj mod 4) bits of each
    byte taken from the byte below (x ^ ((x ^ ror(x, 24)) & mask)), and the
    final ror rides on the EOR that reads it."""
    s=(n*j)%4
    if s==0: return x,8*n
    w=P.op('eor',[x,x],('ror',24),'f')
    m=P.op('andi',[w],MASKS[s],'f')
    z=P.op('eor',[x,m],None,'f')
    return z,(8*n+2*s)%32
def mixcols(a, j):
    # MixColumns conjugated by ShiftRows^j: out = 2t + R(a) + R^2(t),
    # t = a + R(a); 2t is the bitsliced xtime (t7 folded into 0, 1, 3, 4)
    def x(*terms):
        cur=None
        for v,r in terms:
            if cur is None:
                if r: n=P.op('rori',[v],r,'c'); cur=n
                else: cur=v
            else:
                n=P.op('eor',[cur,v],('ror',r) if r else None,'c'); cur=n
        return cur
    ra=[rot(a[i],j,1) for i in range(8)]
    t=[x((a[i],0),ra[i]) for i in range(8)]
    rt=[rot(t[i],j,2) for i in range(8)]
    o=[None]*8
    for i in range(8):
        terms=[(t[i-1],0)] if i else []
        if i in (0,1,3,4): terms.append((t[7],0))
        o[i]=x(*(terms+[ra[i],rt[i]]))
    return o
def body(j):
    """One round on in0..in7 (j: the MixColumns variant, None for the last
    round), the round key at [kp] (kp at [sp, #0], advanced by 32).  The
    round key comes last, four words at a time (the allocator loads each
    four with one LDM and kp's writeback advances it)."""
    P.ops.clear()
    q=sbox(['in%d'%i for i in range(8)], nots=False)
    if j is not None: q=mixcols(q,j)
    kp=P.op('ldkp',[],None,'kp')
    out=[]; keys=[]
    for h in (0,4):
        for i in range(h,h+4):
            k=P.op('key',[kp],i,'k'); keys.append(k)
        for i in range(h,h+4):
            v=P.op('eor',[q[i],keys[i]],None,'a'); out.append(v)
    P.ops.append((None,'kpadv',[kp],keys))
    return list(P.ops), out
def sboxonly():
    P.ops.clear()
    q=sbox(['in%d'%i for i in range(8)])
    return list(P.ops), q
def roundonly():
    """SubBytes (with its NOTs: no round key to fold 0x63 into) and the
    plain MixColumns (variant 0) of one AES round; AddRoundKey comes after
    the unpacking (see aesalt_aes_round2_armv7m_ct)."""
    P.ops.clear()
    q=mixcols(sbox(['in%d'%i for i in range(8)]),0)
    return list(P.ops), q
def check(p, outs, lines, rnd, inmap=IDENT, outmap=IDENT):
    # the allocated Thumb-2 against the SSA program on random inputs
    for t in range(20):
        q=[rnd.getrandbits(32) for i in range(8)]; k=[rnd.getrandbits(32) for i in range(8)]
        exp=sim(p,outs,q,k)
        regs={r:rnd.getrandbits(32) for r in REGS}
        for i in range(8): regs[inmap[i]]=q[i]
        mem={('sp',0):1000}
        for i in range(8): mem[('K',1000+4*i)]=k[i]
        run(lines,regs,mem)
        assert [regs[outmap[i]] for i in range(8)]==exp, ("allocated code differs", t)
        assert mem[('sp',0)]==(1032 if any(o=='kpadv' for _,o,_,_ in p) else 1000)

SLOT0=16  # [sp]: key pointer, +4: rounds left, +8: q, +12: rounds
def schedule(p, outs, seed, sorder=None):
    """A list schedule (asm/gen/regsched.py) of the SSA program p that
    keeps few values live: each step takes a ready instruction that ends
    the most live values, then the one whose operands have the fewest
    uses left (ties broken by a seeded random draw; seed None keeps p's
    order).  The AddRoundKey block (key pointer and key loads, their
    EORs, kpadv) goes last, as written: the allocator loads the keys four
    at a time.  sorder: the order of the S-box's instructions (p's first
    ones, as sbox() writes them), the rest scheduled around it."""
    if seed is None: return list(p)
    rnd=random.Random(seed)
    keyv={d for d,op,s,e in p if op=='key'}
    tail=[i for i,(d,op,s,e) in enumerate(p) if op in ('ldkp','key','kpadv') or keyv & set(s)]
    nxt=[0]
    def allowed(i):
        return sorder is None or i>=len(sorder) or sorder[nxt[0]]==i
    def key(i, st):
        d,op,s,e=p[i]
        few=sum(1.0/st.left[z] for z in set(s) if st.left[z]>1)
        return (st.ends(s)-(1 if d else 0), 2*few+0.3*rnd.random())
    def after(i, st):
        while sorder is not None and nxt[0]<len(sorder) and sorder[nxt[0]] in st.done: nxt[0]+=1
    body=[i for i in range(len(p)) if i not in set(tail)]
    return [p[i] for i in list_schedule(p,key,body,allowed,outs,after)+tail]
def pmoves(src, dst):
    """A parallel move of registers src[i] into dst[i] (gen/ct32model.py)."""
    return ['\t'+l for l in ct32_pmoves(src,dst)]
def allocate(p, outs, inmap=IDENT, force=IDENT):
    """Registers r0-r12 and lr for the SSA program p (input in<i> in
    inmap[i]; output i left in force[i], written there directly when it
    is free, else where it is): gen/ct32model.py's allocator, then the
    spill code placed where the Cortex-M4 pipelines it.  Returns (lines,
    number of slots, cost, the outputs' registers)."""
    code,slots,omap=ct32_allocate(p,outs,SLOT0,inmap,force,early=True)
    out=pair_strd(pair_stores(hoist_loads(['\t'+l for l in code])))
    return out, len(slots), m4cycles(out), omap
def m4cycles(lines):
    """Estimated Cortex-M4 cycles of straight-line code at the prices of
    the Cortex-M4 Technical Reference Manual: LDR and STR 2, but 1 after
    an LDR; LDM 1 + N; the rest 1."""
    c=0; prev=None
    for l in lines:
        op=l.split()[0]
        c+=(1 if prev=='ldr' else 2) if op in ('ldr','str') else 3 if op in ('ldrd','strd') else 1+l.count(',') if op=='ldm' else 1
        prev=op
    return c
def written(l):
    op,rest=l.split(None,1)
    if op in ('str','strd'): return set()
    if op=='ldm':
        return {x.strip() for x in rest[rest.index('{')+1:rest.index('}')].split(',')}|({rest.split('!')[0]} if '!' in rest else set())
    return {rest.split(',')[0].strip()}
def pair_stores(lines):
    """Each spill store moved up to just after an earlier LDR where that
    saves cycles (a store after a load pipelines with it: 1 cycle, not 2),
    never above the instruction that wrote its register."""
    L=list(lines)
    for i in range(len(L)):
        m=re.match(r'\tstr (\w+), \[sp, #(\d+)\]',L[i])
        if not m or int(m.group(2))<SLOT0: continue
        r=m.group(1); best=(m4cycles(L),None); j=i
        while j>0 and r not in written(L[j-1]):
            j-=1
            if j>0 and L[j-1].startswith('\tldr'):
                t=L[:j]+[L[i]]+L[j:i]+L[i+1:]
                c=m4cycles(t)
                if c<best[0]: best=(c,t)
        if best[1]: L=best[1]
    return L
def read(l):
    op,rest=l.split(None,1)
    a=[x.strip() for x in re.split(r',(?![^\[]*\])(?![^{]*\})',rest)]
    if op in ('str','strd'): return set(x for x in a if not x.startswith('[')) | {re.match(r'\[(\w+)',a[-1]).group(1)}
    if op in ('ldr','ldm'): return {re.match(r'\[?(\w+)',a[1] if op=='ldr' else a[0]).group(1)}
    return {re.split(r'[ ,]',x)[0] for x in a[1:] if not x.startswith('#')}
def hoist_loads(lines):
    """Each reload from a stack slot moved up to just after an earlier
    LDR where that saves cycles (a load after a load: 1 cycle, not 2),
    where its register is dead and its slot already written."""
    L=list(lines)
    for i in range(len(L)):
        m=re.match(r'\tldr (\w+), \[sp, #(\d+)\]$',L[i])
        if not m or int(m.group(2))<SLOT0 or L[i-1].startswith('\tldr'): continue
        r,slot=m.group(1),'[sp, #%s]'%m.group(2); best=(m4cycles(L[max(0,i-60):i+2]),None); j=i
        while j>max(1,i-60):
            if r in written(L[j-1]) or r in read(L[j-1]) or slot in L[j-1]: break
            j-=1
            if L[j-1].startswith('\tldr'):
                t=L[:j]+[L[i]]+L[j:i]+L[i+1:]
                c=m4cycles(t[max(0,i-60):i+2])
                if c<best[0]: best=(c,t)
        if best[1]: L=best[1]
    return L
def pair_strd(lines):
    """The spill stores left at 2 cycles (not after an LDR) taken two at a
    time into one STRD (3 cycles): a later store joins an earlier one
    where its register holds the same value there (not written in
    between); the slots are then renumbered so that each pair's are
    adjacent (a value's slot is its own, written once)."""
    L=list(lines); pairs=[]
    rx=re.compile(r'\tstr (\w+), \[sp, #(\d+)\]$')
    def lone(k):
        m=rx.match(L[k])
        return m if m and int(m.group(2))>=SLOT0 and not (k and L[k-1].startswith('\tldr')) else None
    i=0
    while i<len(L):
        m=lone(i)
        if not m:
            i+=1; continue
        r,x=m.group(1),int(m.group(2)); wr=set()
        for j in range(i+1,len(L)):
            m2=lone(j)
            if m2 and m2.group(1)!=r and m2.group(1) not in wr:
                L[i]='\tstrd %s, %s, [sp, #%d]'%(r,m2.group(1),x); pairs.append((x,int(m2.group(2))))
                del L[j]; break
            if L[j].startswith(('\tb','\tldr pc')): break
            wr|=written(L[j])
        i+=1
    if not pairs: return L
    # renumber: each pair (x, y) to (s, s + 4), the other slots after
    slots=sorted({int(v) for l in L for v in re.findall(r'\[sp, #(\d+)\]',l) if int(v)>=SLOT0})
    new={}; nxt=SLOT0
    for x,y in pairs: new[x]=nxt; new[y]=nxt+4; nxt+=8
    for x in slots:
        if x not in new: new[x]=nxt; nxt+=4
    return [re.sub(r'\[sp, #(\d+)\]',lambda m:'[sp, #%d]'%(new.get(int(m.group(1)),int(m.group(1)))),l) for l in L]
# The packing (kernel_armv7m_ct.c's ortho, an involution) on r0-r7 in
# the core, r8 the scratch: three layers of swap-moves, t = (y ^ (x >> s))
# & m, y ^= t, x ^= t << s, taking words 2i and 2i + 1 (word i of block 0
# and of block 1, little-endian) to the bitsliced words and back.
def ortho_lines(m=IDENT, t='r8'):
    L=[]
    def sw(x,y,k,sh):
        L.extend(['eor %s, %s, %s, lsr #%d'%(t,m[y],m[x],sh),'and %s, %s, #0x%x'%(t,t,k),
                  'eor %s, %s, %s'%(m[y],m[y],t),'eor %s, %s, %s, lsl #%d'%(m[x],m[x],t,sh)])
    for i in range(0,8,2): sw(i,i+1,0x55555555,1)
    for i in (0,1,4,5): sw(i,i+2,0x33333333,2)
    for i in range(4): sw(i,i+4,0x0f0f0f0f,4)
    return ['\t'+l for l in L]
# ShiftRows^rounds of the output (rounds 10, 12 or 14: ShiftRows^2 or
# the identity), without a branch: k = 0xff00ff00 when bit 1 of rounds
# (at [sp, #12]) is set, else 0; rows 1 and 3 of columns c and c + 2
# (words i and i + 4) trade places under it.
def fix_lines(m=IDENT, t='r8', k='r9'):
    L=['ldr %s, [sp, #12]'%k,'lsl %s, %s, #30'%(k,k),'asr %s, %s, #31'%(k,k),'and %s, %s, #0xff00ff00'%(k,k)]
    for i in range(4):
        L.extend(['eor %s, %s, %s'%(t,m[i],m[i+4]),'and %s, %s, %s'%(t,t,k),'eor %s, %s, %s'%(m[i],m[i],t),'eor %s, %s, %s'%(m[i+4],m[i+4],t)])
    return ['\t'+l for l in L]
def check_frame(rnd, m, t, k):
    for n in range(20):
        b=[[rnd.getrandbits(8) for i in range(16)] for j in (0,1)]
        regs={r:rnd.getrandbits(32) for r in REGS}
        for c in range(4):
            for j in (0,1): regs[m[2*c+j]]=sum(b[j][4*c+i]<<(8*i) for i in range(4))
        run(ortho_lines(m,t),regs,{})
        assert [regs[m[i]] for i in range(8)]==pack(b), "the packing differs"
        run(ortho_lines(m,t),regs,{})
        for rounds in (10,12,14):
            r2=dict(regs); run(fix_lines(m,t,k),r2,{('sp',12):rounds})
            y=[[r2[m[2*c+j]]>>(8*i)&0xff for c in range(4) for i in range(4)] for j in (0,1)]
            assert y==[shiftn(x,rounds%4) for x in b], ("the fix-up differs", rounds)
# AES itself (FIPS-197, asm/gen/aesmodel.py), to check the fixsliced rounds end to end.
aes=encrypt
shiftn=shift_rows  # ShiftRows^n of a 16-byte state (byte 4c + r is row r, column c)
def check_aes(rounds, rnd):
    """The rounds as the glue drives them (kernel_armv7m_ct.c): round key
    r is ShiftRows^-r of FIPS-197's, 0x63 added for r >= 1; round r runs
    MixColumns variant r mod 4; the output is ShiftRows^rounds of the
    last round's."""
    for bits in (128,192,256):
        key=[rnd.getrandbits(8) for i in range(bits//8)]
        b0=[rnd.getrandbits(8) for i in range(16)]; b1=[rnd.getrandbits(8) for i in range(16)]
        nr,rk=expand(key)
        sk=[pack((2*[[v^(0x63 if r else 0) for v in shiftn(rk[r],-r%4)]])) for r in range(nr+1)]
        q=[a^b for a,b in zip(pack([b0,b1]),sk[0])]
        for r in range(1,nr+1):
            p,o=rounds[r%4 if r<nr else None]
            q=sim(p,o,q,sk[r])
        y0,y1=unpack(q)
        assert shiftn(y0,nr%4)==aes(key,b0) and shiftn(y1,nr%4)==aes(key,b1), ("fixsliced AES differs", bits)
# The schedules' seeds, found by --search N (the fewest spill loads,
# stores and moves over N seeds per round; None: the circuit's order).
SEEDS={1: 0, 2: 0, 3: 0, 0: 11, None: 0, 'sbox': 39, 'round': 39}
VARIANTS=(1,2,3,0,None,'sbox')
# The rounds' registers at their boundaries: the loop's rounds 4i + 1,
# + 2, + 3 leave the state where their allocation ends; round 4i + 4
# brings it back to LOOP (below) for the next turn; the last round takes
# it where 4i + 1 leaves it (4i + 3's exit moves it there) and leaves it
# anywhere.
# The loop's register map (LOOP): rounds 4i + 1 take the state there and
# rounds 4i + 4 leave it there (the core's entry moves it there once);
# found by --search (None: r0-r7).
LOOP=['r7', 'r2', 'r0', 'r3', 'r4', 'r6', 'r8', 'r1']
# The S-box's instructions in the rounds (1, 2, 3, 0 and the last) in
# this order (indices in the order sbox() writes them), the rest of each
# round list-scheduled around them.  Found by simulated annealing of
# round 4i + 1's order (anneal(), below: --anneal N SEED starts from this
# order and prints a new one; this one came from a run of that procedure
# started from the list schedule alone, seed 64).
SORDER=[6, 3, 8, 4, 0, 1, 5, 9, 2, 11, 10, 13, 12, 17, 24, 27, 16, 15, 18, 19, 20, 21, 36, 25, 28, 33, 22, 37, 23, 43, 30, 31, 32, 44, 26, 34, 45, 35, 38, 39, 42, 62, 7, 29, 14, 40, 48, 41, 46, 51, 49, 50, 52, 56, 47, 53, 57, 60, 59, 58, 88, 61, 67, 75, 68, 90, 89, 91, 95, 71, 92, 55, 93, 72, 73, 77, 96, 103, 94, 63, 64, 102, 69, 54, 80, 66, 74, 106, 112, 76, 78, 113, 65, 70, 83, 79, 81, 82, 84, 86, 87, 85, 104, 97, 98, 114, 101, 108, 105, 107, 100, 111, 110, 117, 118, 116, 119, 115, 99, 120, 109, 121, 122]
def variant(v, seed, inmap=IDENT, loop=IDENT):
    p,o=sboxonly() if v=='sbox' else roundonly() if v=='round' else body(v)
    p=schedule(p,o,seed,SORDER if v in (0,1,2,3,None) else None)
    return p,o,allocate(p,o,inmap,force=loop if v==0 else IDENT if v in ('sbox','round') else None)
def chain(seeds, loop=None, search=0):
    """The rounds allocated in turn, each taking the state where the one
    before left it: 4i + 1 from loop, the last round from 4i + 1's exit.
    search > 0: the best of that many seeds for each instead of seeds."""
    loop=loop or IDENT; R={}; m=loop
    for v in VARIANTS:
        im=m if v in (2,3,0) else R[1][6] if v is None else loop if v==1 else IDENT
        cands=[seeds[v]] if not search else [None]+list(range(search))
        best=None
        for seed in cands:
            p,o,(lines,ns,cost,om)=variant(v,seed,im,loop)
            if best is None or cost<best[0]: best=(cost,seed,(p,o,lines,ns,cost,im,om))
        R[v]=best[2]; seeds[v]=best[1]
        m=R[v][6]
    return R
def anneal(iters, seed):
    """A new SORDER: round 4i + 1's instructions, from its list schedule,
    reordered by simulated annealing (one instruction moved within its
    dependences at a time), first on the number of values live beyond
    the 14 registers summed over the program, then on the allocated
    code's estimated cycles (m4cycles) with a little of that number."""
    import math
    rnd=random.Random(seed)
    P.ops.clear(); sbox(['in%d'%i for i in range(8)],nots=False); ns=len(P.ops)
    p,o=body(1)
    pos={id(x):i for i,x in enumerate(p)}
    order=[pos[id(x)] for x in schedule(p,o,SEEDS[1],SORDER)]
    prod={d:i for i,(d,op,s,e) in enumerate(p) if d}
    keyv={d for d,op,s,e in p if op=='key'}
    tail={i for i,(d,op,s,e) in enumerate(p) if op in ('ldkp','key','kpadv') or keyv & set(s)}
    preds=[{prod[z] for z in s if z in prod} for d,op,s,e in p]
    succs=[set() for _ in p]
    for i,ps in enumerate(preds):
        for j in ps: succs[j].add(i)
    n=len(order)-len(tail)
    ins=['in%d'%i for i in range(8)]
    def excess(order):
        at=[0]*len(p)
        for k,i in enumerate(order): at[i]=k
        delta=[0]*(len(order)+2)
        for z in ins:
            delta[0]+=1; delta[max(at[i] for i,(d,op,s,e) in enumerate(p) if z in s)]-=1
        for i in order:
            d=p[i][0]
            if d is None: continue
            last=len(order) if d in o else max([at[j] for j in succs[i]] or [at[i]])
            delta[at[i]+1]+=1; delta[last]-=1
        live=ex=0
        for k in range(len(order)):
            live+=delta[k]; ex+=max(0,live-len(REGS))
        return ex
    def cycles(order):
        return m4cycles(allocate([p[i] for i in order],o,IDENT,None)[0])
    def walk(order, cost, steps, t0):
        cur,cc=order,cost(order); best,bc=cur,cc
        for it in range(steps):
            t=t0*(1-it/steps)+0.05
            o2=list(cur); x=o2.pop(rnd.randrange(n))
            at={y:k for k,y in enumerate(o2)}
            lo=max([at[j]+1 for j in preds[x] if j in at]+[0])
            hi=min([at[j] for j in succs[x] if j in at and j not in tail]+[n-1])
            if hi<lo: continue
            o2.insert(rnd.randint(lo,hi),x)
            c2=cost(o2)
            if c2<=cc or rnd.random()<math.exp((cc-c2)/t):
                cur,cc=o2,c2
                if c2<bc: best,bc=o2,c2
        return best
    order=walk(order,excess,100*iters,4.0)
    order=walk(order,lambda x: cycles(x)+0.02*excess(x),iters,1.5)
    print('cycles', cycles(order), flush=True)
    return [i for i in order if i<ns]
if len(sys.argv)>2 and sys.argv[1]=='--anneal':
    print('SORDER=%r'%anneal(int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv)>3 else 1))
    sys.exit(0)
if len(sys.argv)>2 and sys.argv[1]=='--search':
    # seeds for the rounds, then the loop map: 4i + 4's registers left
    # unforced, tried in turn
    seeds=dict(SEEDS); loop=IDENT; best=None
    for it in range(4):
        R=chain(seeds,loop,int(sys.argv[2]))
        tot=sum(R[v][4] for v in (1,2,3,0))
        print('loop', loop, 'cost', tot, dict(seeds), flush=True)
        if best is None or tot<best[0]: best=(tot,list(loop),dict(seeds))
        loop=variant(0,seeds[0],R[0][5],None)[2][3]
    seeds=best[2]
    # the AEGIS round, on its own (r0-r7 in and out)
    c=min((variant('round',seed)[2][2],seed is not None,seed) for seed in [None]+list(range(int(sys.argv[2]))))
    seeds['round']=c[2]
    print('SEEDS=%r'%seeds)
    print('LOOP=%r'%(None if best[1]==IDENT else best[1]))
    sys.exit(0)
rnd=random.Random(1)
R=chain(dict(SEEDS),LOOP)
for v in VARIANTS:
    p,o,lines,ns,cost,im,om=R[v]
    check(p,o,lines,rnd,im,om)
check_aes({v:R[v][:2] for v in (0,1,2,3,None)}, rnd)
ML=R[None][6]
spare=[r for r in REGS if r not in ML]
check_frame(rnd,IDENT,'r8','r9')
check_frame(rnd,ML,spare[0],spare[1])
# The frame: [sp, #0] the key pointer, #4 its end (the schedule + 32
# rounds: the last round's key), #8 q (the
# entries' argument), #12 the rounds, from SLOT0 the spill slots, then the
# core's return address, the schedule, and the loops' out, in, pair count
# and counter pointer.
XS=SLOT0+4*max(R[v][3] for v in VARIANTS)
RET,SK,OUT,IN,NP,CTRP=(XS+4*i for i in range(6))
frame=XS+24
while (36+frame)%8: frame+=4
# The AEGIS round (aesalt_aes_round2_armv7m_ct).  ShiftRows first, on
# the little-endian column words (block k: r<k>, r<k+2>, r<k+4>, r<k+6>;
# row r is byte r), as SubBytes commutes with it: rows 1 and 3 trade
# columns 0, 1 and 2, 3; then rows 1 and 2 trade columns 1, 3 and rows 2
# and 3 columns 0, 2 (masked swaps, the two masks not being immediates
# kept in registers).
def shiftrows_lines(t='r8', m1='r9', m2='r10'):
    L=['movw %s, #0xff00'%m1,'movt %s, #0xff'%m1,'movw %s, #0'%m2,'movt %s, #0xffff'%m2]
    def sw(x,y,mask):
        L.extend(['eor %s, r%d, r%d'%(t,x,y),'and %s, %s, %s'%(t,t,mask),
                  'eor r%d, r%d, %s'%(x,x,t),'eor r%d, r%d, %s'%(y,y,t)])
    for k in (0,1):
        sw(k,k+2,'#0xff00ff00'); sw(k+4,k+6,'#0xff00ff00')
        sw(k+2,k+6,m1); sw(k,k+4,m2)
    return ['\t'+l for l in L]
RR=variant('round',SEEDS['round'])
check(RR[0],RR[1],RR[2][0],rnd)
rframe=SLOT0+4*RR[2][1]
while (36+rframe)%8: rframe+=4
ROUND_BODY=['\tstr r1, [sp, #4]','\tstr r0, [sp, #8]','\tldm r0, {r0-r7}']+shiftrows_lines()+ \
    ortho_lines()+RR[2][0]+ortho_lines()+['\tldr lr, [sp, #4]','\tldm lr!, {r8-r11}']+ \
    ['\teor r%d, r%d, r%d'%(i,i,i+8) for i in range(4)]+['\tldm lr, {r8-r11}']+ \
    ['\teor r%d, r%d, r%d'%(i,i,i+4) for i in range(4,8)]+['\tldr r8, [sp, #8]','\tstm r8, {r0-r7}']
def check_round(lines, rnd):
    # The whole entry, interpreted, against two FIPS-197 rounds, each
    # block under its own key; q and k in the layout of the entry's input
    # (words 2i and 2i + 1: word i, little-endian, of blocks 0 and 1).
    for t in range(20):
        b=[[rnd.getrandbits(8) for i in range(16)] for j in (0,1)]
        k=[[rnd.getrandbits(8) for i in range(16)] for j in (0,1)]
        regs={r:rnd.getrandbits(32) for r in REGS}; regs['r0']=2000; regs['r1']=3000
        mem={}
        for base,x in ((2000,b),(3000,k)):
            for c in range(4):
                for j in (0,1): mem[('K',base+4*(2*c+j))]=sum(x[j][4*c+i]<<(8*i) for i in range(4))
        run(lines,regs,mem)
        y=[[mem[('K',2000+4*(2*c+j))]>>(8*i)&0xff for c in range(4) for i in range(4)] for j in (0,1)]
        assert y==[aes_round(b[j],k[j]) for j in (0,1)], ("the AEGIS round differs", t)
check_round(ROUND_BODY, rnd)
def counter(v, label):
    """The exit after round v: its key pointer (still in the register its
    last line stored to [sp, #0]) against the end of the schedule."""
    lines=R[v][2]
    kp=next(re.match(r'\tstr (\w+), \[sp, #0\]$',l).group(1) for l in reversed(lines) if re.match(r'\tstr \w+, \[sp, #0\]$',l))
    assert lines[-1]=='\tstr %s, [sp, #0]'%kp
    t=[r for r in REGS if r not in R[v][6] and r!=kp][0]
    return '\tldr %s, [sp, #4]\n\tcmp %s, %s\n\tbeq %s\n'%(t,kp,t,label)
HDR='''/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GENERATED by asm/arm/aes-armv7m-ct-gen.py (do not edit; rerun it).
 *
 * The "armv7m_ct" core: constant-time fixsliced AES rounds on two blocks
 * in eight 32-bit words (Thumb-2, ARMv7-M/ARMv7E-M/ARMv8-M mainline).
 * Word b holds bit b of all 32 bytes, bit 8r + 2c + k being row r,
 * column c of block k: the core packs its input into that form and back
 * (the swap-moves of kernel_armv7m_ct.c's ortho) and shifts the rows of
 * its output back (below).
 * SubBytes is Boyar and Peralta's 113-gate circuit (asm/gen/aesmodel.py's
 * SLP113: XOR, AND; the constant 0x63 is in the round keys).  Fixsliced (Adomnicai and
 * Peyrin, TCHES 2021): no ShiftRows; round r keeps the state as
 * ShiftRows^-r of AES's and runs MixColumns conjugated by ShiftRows^r
 * (variant r mod 4: rows rotated by 8 and 16 on the EORs' barrel
 * shifter, plus a masked in-byte column rotation for variants 1-3); the
 * glue shifts the round keys and the output back.  The generator
 * schedules and allocates r0-r12 and lr, spilling to stack slots; the
 * straight-line code has no data-dependent branch or address (the only
 * branches end the public number of rounds, the only addresses are sp-relative
 * slots and the round keys in order).
 *
 * The three encryption entries share one subroutine (.Lenc2_core, called
 * with BL, its return address in a frame slot: it needs lr as a register).
 *
 * aesalt_aes_enc2_armv7m_ct(uint32_t q[8], const uint32_t *sk, unsigned rounds):
 *   q[2i], q[2i + 1] = word i (little-endian) of two blocks, encrypted
 *   in place under sk (8 * (rounds + 1) bitsliced, fixsliced words).
 * aesalt_aes_ecb2_armv7m_ct(const uint32_t *sk, unsigned rounds, uint8_t *out,
 *                           const uint8_t *in, size_t npairs):
 *   ECB over 2 * npairs blocks (npairs >= 1; out may be in).
 * aesalt_aes_ctr2_armv7m_ct(const uint32_t *sk, unsigned rounds, uint8_t *out,
 *                           const uint8_t *in, size_t npairs, uint32_t ctr[4]):
 *   CTR over 2 * npairs blocks (npairs >= 1; out may be in): counter
 *   block j is ctr[0..2] (its first three little-endian words) and
 *   ctr[3] + j big-endian (modulo 2^32); ctr[3] += 2 * npairs.
 * aesalt_aes_cbc1_armv7m_ct(const uint32_t *sk, unsigned rounds, uint8_t *out,
 *                           const uint8_t *in, size_t nblocks, uint32_t x[4]):
 *   CBC encryption of nblocks >= 1 blocks, x the chain (the IV, then the
 *   last ciphertext) as four little-endian words; out may be in.
 * aesalt_aes_cbcmac1_armv7m_ct(const uint32_t *sk, unsigned rounds,
 *                              const uint8_t *in, size_t nblocks, uint32_t x[4]):
 *   the same without out (the CBC-MAC).
 * aesalt_aes_ccm1_armv7m_ct(const uint32_t *sk, unsigned rounds, uint8_t *out,
 *                           const uint8_t *in, size_t nblocks, uint32_t st[8]):
 *   CCM encryption of nblocks >= 1 blocks: the CBC-MAC chain st[0..3] of
 *   the plaintext in lane 0, CTR in lane 1 (st[4..7] as ctr2's ctr,
 *   st[7] += nblocks); out may be in.
 * aesalt_aes_sbox2_armv7m_ct(uint32_t q[8]): q = SubBytes(q), q in the
 *   layout of the input of aesalt_aes_enc2_armv7m_ct (packed in here).
 * aesalt_aes_round2_armv7m_ct(uint32_t q[8], const uint32_t k[8]): one
 *   AES round on each of two blocks, q = MixColumns(ShiftRows(SubBytes(q)))
 *   ^ k, q and k in the layout of the input of aesalt_aes_enc2_armv7m_ct
 *   (each block its own round key).  ShiftRows on the column words
 *   before the packing; the S-box keeps its NOTs; MixColumns variant 0;
 *   k is added after the unpacking (the packing is a bit permutation).
 */
	.syntax	unified
	.thumb
	.text
'''
def fn(name):
    return '\n\t.global %s\n\t.hidden %s\n\t.type %s, %%function\n\t.thumb_func\n\t.p2align 2\n%s:\n'%(name,name,name,name)
# The two-block encryption, a subroutine of the entries (bl, return
# through the slot RET): state in r0-r7 (r<2i + k>: word i, little-
# endian, of block k), the rounds at [sp, #12], the schedule at [sp, #SK];
# out in ML (r<ML[2i + k]>), every other register clobbered.
CORE='\tstr lr, [sp, #%d]\n\tldr r8, [sp, #12]\n\tldr r9, [sp, #%d]\n\tadd r8, r9, r8, lsl #5\n\tstr r8, [sp, #4]\n'%(RET,SK)+ \
    '\n'.join(ortho_lines())+'\n\tldr lr, [sp, #%d]\n'%SK+ \
    ''.join('\tldm lr!, {r8-r11}\n'+''.join('\teor r%d, r%d, r%d\n'%(h+i,h+i,8+i) for i in range(4)) for h in (0,4))+ \
    '\tstr lr, [sp, #0]\n'+''.join(l+'\n' for l in pmoves(IDENT,R[1][5]))+'1:\n'
def rnd_(v):
    return '\t/* round 4i + %d: MixColumns variant %d */\n'%(v or 4,v)+'\n'.join(R[v][2])+'\n'
# The rounds before the last (rounds - 1: 9, 11 or 13, odd) end after
# round 4i + 1 or 4i + 3, when the key pointer has reached its end.
CORE+=rnd_(1)+counter(1,'2f')
CORE+=rnd_(2)+rnd_(3)+counter(3,'4f')
CORE+=rnd_(0)+'\tb 1b\n'
# the last round takes the state where 4i + 1 leaves it
CORE+='4:\n'+''.join(l+'\n' for l in pmoves(R[3][6],R[1][6]))
CORE+='2:\t/* the last round */\n'+'\n'.join(R[None][2]+ortho_lines(ML,spare[0])+fix_lines(ML,spare[0],spare[1]))+'\n'
CORE+='\tldr pc, [sp, #%d]\n'%RET
ENTER='\tpush {r4-r11, lr}\n\tsub sp, sp, #%d\n'%frame
LEAVE='\tadd sp, sp, #%d\n\tpop {r4-r11, pc}\n'%frame
def size(name): return '\t.size %s, . - %s\n'%(name,name)
s0,s1,t=spare[0],spare[1],spare[2:6]
# ECB and CTR loop over pairs of blocks (npairs >= 1) here, around the
# core: no call, no copy through a C buffer per pair.  LDR and STR take
# any alignment on ARMv7-M; in and out may be the same buffer (a pair is
# read whole before it is written).
def loop_head(label):
    return '%s:\tldr r8, [sp, #%d]\n'%(label,IN)
ECB_SETUP='\tstr r0, [sp, #%d]\n\tstr r1, [sp, #12]\n\tstr r2, [sp, #%d]\n\tstr r3, [sp, #%d]\n\tldr r0, [sp, #%d]\n\tstr r0, [sp, #%d]\n'%(SK,OUT,IN,frame+36,NP)
def loop_tail(label):
    return '\tldr %s, [sp, #%d]\n\tsubs %s, %s, #1\n\tstr %s, [sp, #%d]\n\tbne %s\n'%(s0,NP,s0,s0,s0,NP,label)
ECB_BODY='5:\tldr r8, [sp, #%d]\n'%IN+''.join('\tldr r%d, [r8, #%d]\n'%(2*i+k,16*k+4*i) for i in range(4) for k in (0,1))+ \
    '\tadd r8, r8, #32\n\tstr r8, [sp, #%d]\n\tbl .Lenc2_core\n'%IN+ \
    '\tldr %s, [sp, #%d]\n'%(s0,OUT)+''.join('\tstr %s, [%s, #%d]\n'%(ML[2*i+k],s0,16*k+4*i) for i in range(4) for k in (0,1))+ \
    '\tadd %s, %s, #32\n\tstr %s, [sp, #%d]\n'%(s0,s0,s0,OUT)+loop_tail('5b')
# CTR: ctr[0..2] the counter block's first three little-endian words,
# ctr[3] the 32-bit counter n (an integer, big-endian in the block: REV),
# n + 2 written back each pair (modulo 2^32: the wrap of aes_ctr32).
CTR_SETUP=ECB_SETUP+'\tldr r0, [sp, #%d]\n\tstr r0, [sp, #%d]\n'%(frame+40,CTRP)
CTR_BODY='6:\tldr r8, [sp, #%d]\n\tldm r8, {r0, r2, r4, r6}\n\tmov r1, r0\n\tmov r3, r2\n\tmov r5, r4\n'%CTRP+ \
    '\tadd r7, r6, #1\n\tadd r9, r6, #2\n\tstr r9, [r8, #12]\n\trev r6, r6\n\trev r7, r7\n\tbl .Lenc2_core\n'+ \
    '\tldr %s, [sp, #%d]\n\tldr %s, [sp, #%d]\n'%(s0,IN,s1,OUT)+ \
    ''.join(''.join('\tldr %s, [%s, #%d]\n'%(t[i],s0,16*k+4*i) for i in range(4))+
            ''.join('\teor %s, %s, %s\n'%(t[i],t[i],ML[2*i+k]) for i in range(4))+
            ''.join('\tstr %s, [%s, #%d]\n'%(t[i],s1,16*k+4*i) for i in range(4)) for k in (0,1))+ \
    '\tadd %s, %s, #32\n\tadd %s, %s, #32\n\tstr %s, [sp, #%d]\n\tstr %s, [sp, #%d]\n'%(s0,s0,s1,s1,s0,IN,s1,OUT)+loop_tail('6b')
# The serial modes, one chain block a core call in lane 0 (the chain
# value x at st[0..3], little-endian words, read and written back each
# block): CBC encryption (out = x), the CBC-MAC (no out), and CCM
# encryption (lane 1 the CTR block of st[4..6] and n = st[7], as ctr2's;
# out = in ^ its keystream).
def setup(slots):
    L=['\tstr r%d, [sp, #%d]\n'%(i,x) for i,x in enumerate(slots[:4])]
    for k,x in enumerate(slots[4:]):
        L.append('\tldr r0, [sp, #%d]\n\tstr r0, [sp, #%d]\n'%(frame+36+4*k,x))
    return ''.join(L)
def serial_body(label, out, ctr):
    # the chain stays in r0, r2, r4, r6 from block to block (read before
    # the loop, moved back there from ML after each block, written after)
    L='%s:'%label
    if ctr:
        L+='\tldr r8, [sp, #%d]\n\tadd r9, r8, #16\n\tldm r9, {r1, r3, r5, r7}\n\tadd r9, r7, #1\n\tstr r9, [r8, #28]\n\trev r7, r7\n'%CTRP
    L+='\tldr r8, [sp, #%d]\n'%IN+''.join('\tldr r%d, [r8, #%d]\n'%(9+i,4*i) for i in range(4))+ \
        ''.join('\teor r%d, r%d, r%d\n'%(2*i,2*i,9+i) for i in range(4))
    if not ctr: L+='\tadd r8, r8, #16\n\tstr r8, [sp, #%d]\n'%IN
    L+='\tbl .Lenc2_core\n'
    if out and not ctr:
        L+='\tldr %s, [sp, #%d]\n'%(s0,OUT)+''.join('\tstr %s, [%s, #%d]\n'%(ML[2*i],s0,4*i) for i in range(4))+ \
            '\tadd %s, %s, #16\n\tstr %s, [sp, #%d]\n'%(s0,s0,s0,OUT)
    if ctr:
        L+='\tldr %s, [sp, #%d]\n\tldr %s, [sp, #%d]\n'%(s0,IN,s1,OUT)+ \
            ''.join('\tldr %s, [%s, #%d]\n'%(t[i],s0,4*i) for i in range(4))+ \
            ''.join('\teor %s, %s, %s\n'%(t[i],t[i],ML[2*i+1]) for i in range(4))+ \
            ''.join('\tstr %s, [%s, #%d]\n'%(t[i],s1,4*i) for i in range(4))+ \
            '\tadd %s, %s, #16\n\tadd %s, %s, #16\n\tstr %s, [sp, #%d]\n\tstr %s, [sp, #%d]\n'%(s0,s0,s1,s1,s0,IN,s1,OUT)
    L+='\n'.join(pmoves([ML[2*i] for i in range(4)],['r%d'%(2*i) for i in range(4)]))+'\n'
    L+='\tldr r9, [sp, #%d]\n\tsubs r9, r9, #1\n\tstr r9, [sp, #%d]\n\tbne %sb\n'%(NP,NP,label)
    return '\tldr r8, [sp, #%d]\n\tldm r8, {r0, r2, r4, r6}\n'%CTRP+L+'\tldr r8, [sp, #%d]\n\tstm r8, {r0, r2, r4, r6}\n'%CTRP
CBC_SETUP=setup([SK,12,OUT,IN,NP,CTRP]); CBC_BODY=serial_body('7',True,False)
MAC_SETUP=setup([SK,12,IN,NP,CTRP]); MAC_BODY=serial_body('8',False,False)
CCM_SETUP=setup([SK,12,OUT,IN,NP,CTRP]); CCM_BODY=serial_body('9',True,True)
def check_loops(rnd):
    """The ECB and CTR entries interpreted (their set-up and loop, the
    core replaced by FIPS-197 AES of the two blocks in r0-r7, with every
    other register clobbered) against ECB and CTR over FIPS-197 AES."""
    key=[rnd.getrandbits(8) for i in range(16)]
    def core(regs):
        b=[[x for i in range(4) for x in regs['r%d'%(2*i+k)].to_bytes(4,'little')] for k in (0,1)]
        y=[aes(key,x) for x in b]
        for r in REGS: regs[r]=rnd.getrandbits(32)
        for i in range(4):
            for k in (0,1): regs[ML[2*i+k]]=int.from_bytes(bytes(y[k][4*i:4*i+4]),'little')
    def interp(text, regs, mem):
        L=[l.strip() for l in text.split('\n') if l.strip()]
        lab={}; prog=[]
        for l in L:
            m=re.match(r'(\d):\s*(.*)',l)
            if m: lab[m.group(1)]=len(prog); l=m.group(2)
            if l: prog.append(l)
        pc=0; z=False
        while pc<len(prog):
            l=prog[pc]; pc+=1; op=l.split()[0]
            if op=='bl': core(regs)
            elif op=='bne':
                if not z: pc=lab[l.split()[1][0]]
            elif op=='subs':
                d,x,n=[v.strip() for v in l[5:].split(',')]
                regs[d]=(regs[x]-int(n[1:]))&M; z=regs[d]==0
            else: run([l],regs,mem)
    for npairs in (1,3):
        words=[[rnd.getrandbits(32) for i in range(4)] for j in range(2*npairs)]
        n=rnd.choice((rnd.getrandbits(32),0xffffffff,0xfffffffe))
        nonce=[rnd.getrandbits(32) for i in range(3)]
        for ctr in (0,1):
            regs={r:rnd.getrandbits(32) for r in REGS}
            regs.update(r0=0,r1=10,r2=5000,r3=2000)
            mem={('sp',frame+36):npairs,('sp',frame+40):9000}
            for j,w in enumerate(words):
                for i in range(4): mem[('K',2000+16*j+4*i)]=w[i]
            for i,x in enumerate(nonce+[n]): mem[('K',9000+4*i)]=x
            interp((CTR_SETUP+CTR_BODY) if ctr else (ECB_SETUP+ECB_BODY),regs,mem)
            for j,w in enumerate(words):
                blk=b''.join(x.to_bytes(4,'little') for x in w)
                if ctr:
                    cb=b''.join(x.to_bytes(4,'little') for x in nonce)+((n+j)&M).to_bytes(4,'big')
                    exp=bytes(a^b for a,b in zip(blk,aes(key,list(cb))))
                else: exp=bytes(aes(key,list(blk)))
                got=b''.join(mem[('K',5000+16*j+4*i)].to_bytes(4,'little') for i in range(4))
                assert got==exp, ("the %s loop differs"%('CTR' if ctr else 'ECB'),npairs,j)
            if ctr: assert mem[('K',9012)]==(n+2*npairs)&M, "the counter written back differs"
    for nb in (1,3):
        words=[[rnd.getrandbits(32) for i in range(4)] for j in range(nb)]
        st=[rnd.getrandbits(32) for i in range(7)]+[rnd.choice((rnd.getrandbits(32),0xffffffff))]
        for mode in ('cbc','mac','ccm'):
            regs={r:rnd.getrandbits(32) for r in REGS}
            args=[0,10]+([5000] if mode!='mac' else [])+[2000,nb,9000]
            for i,x in enumerate(args[:4]): regs['r%d'%i]=x
            mem={('sp',frame+36+4*k):x for k,x in enumerate(args[4:])}
            for j,w in enumerate(words):
                for i in range(4): mem[('K',2000+16*j+4*i)]=w[i]
            for i,x in enumerate(st): mem[('K',9000+4*i)]=x
            interp({'cbc':CBC_SETUP+CBC_BODY,'mac':MAC_SETUP+MAC_BODY,'ccm':CCM_SETUP+CCM_BODY}[mode],regs,mem)
            x=b''.join(v.to_bytes(4,'little') for v in st[:4])
            for j,w in enumerate(words):
                blk=b''.join(v.to_bytes(4,'little') for v in w)
                x=bytes(aes(key,[a^b for a,b in zip(x,blk)]))
                if mode=='mac': continue
                if mode=='cbc': exp=x
                else:
                    cb=b''.join(v.to_bytes(4,'little') for v in st[4:7])+((st[7]+j)&M).to_bytes(4,'big')
                    exp=bytes(a^b for a,b in zip(blk,aes(key,list(cb))))
                got=b''.join(mem[('K',5000+16*j+4*i)].to_bytes(4,'little') for i in range(4))
                assert got==exp, ("the %s loop's output differs"%mode,nb,j)
            assert b''.join(mem[('K',9000+4*i)].to_bytes(4,'little') for i in range(4))==x, ("the %s chain differs"%mode,nb)
            if mode=='ccm': assert mem[('K',9028)]==(st[7]+nb)&M, "the CCM counter written back differs"
check_loops(rnd)
S=HDR+fn('aesalt_aes_enc2_armv7m_ct')+ENTER+'\tstr r0, [sp, #8]\n\tstr r1, [sp, #%d]\n\tstr r2, [sp, #12]\n\tldm r0, {r0-r7}\n\tbl .Lenc2_core\n'%SK
S+='\tldr %s, [sp, #8]\n'%s0+''.join('\tstr %s, [%s, #%d]\n'%(ML[i],s0,4*i) for i in range(8))+LEAVE+size('aesalt_aes_enc2_armv7m_ct')
S+=fn('aesalt_aes_ecb2_armv7m_ct')+ENTER+ECB_SETUP+ECB_BODY+LEAVE+size('aesalt_aes_ecb2_armv7m_ct')
S+=fn('aesalt_aes_ctr2_armv7m_ct')+ENTER+CTR_SETUP+CTR_BODY+LEAVE+size('aesalt_aes_ctr2_armv7m_ct')
S+=fn('aesalt_aes_cbc1_armv7m_ct')+ENTER+CBC_SETUP+CBC_BODY+LEAVE+size('aesalt_aes_cbc1_armv7m_ct')
S+=fn('aesalt_aes_cbcmac1_armv7m_ct')+ENTER+MAC_SETUP+MAC_BODY+LEAVE+size('aesalt_aes_cbcmac1_armv7m_ct')
S+=fn('aesalt_aes_ccm1_armv7m_ct')+ENTER+CCM_SETUP+CCM_BODY+LEAVE+size('aesalt_aes_ccm1_armv7m_ct')
S+='\n\t.type .Lenc2_core, %function\n\t.thumb_func\n\t.p2align 2\n.Lenc2_core:\n'+CORE+'\t.size .Lenc2_core, . - .Lenc2_core\n'
S+=fn('aesalt_aes_sbox2_armv7m_ct')
S+='''\tpush {r4-r11, lr}
\tsub sp, sp, #%d
\tstr r0, [sp, #8]
\tldm r0, {r0-r7}
'''%frame
S+='\n'.join(ortho_lines()+R['sbox'][2]+ortho_lines())+'\n'
S+='''\tldr r8, [sp, #8]
\tstm r8, {r0-r7}
\tadd sp, sp, #%d
\tpop {r4-r11, pc}
\t.size aesalt_aes_sbox2_armv7m_ct, . - aesalt_aes_sbox2_armv7m_ct
'''%frame
S+=fn('aesalt_aes_round2_armv7m_ct')
S+='\tpush {r4-r11, lr}\n\tsub sp, sp, #%d\n'%rframe+'\n'.join(ROUND_BODY)+'\n'
S+='''\tadd sp, sp, #%d
\tpop {r4-r11, pc}
\t.size aesalt_aes_round2_armv7m_ct, . - aesalt_aes_round2_armv7m_ct
'''%rframe
# No executable stack for the Linux (armhf) build.
S+='\n\t.section .note.GNU-stack, "", %progbits\n'
open(sys.argv[1] if len(sys.argv)>1 else
     os.path.join(os.path.dirname(os.path.abspath(__file__)), 'aes-armv7m-ct.S'), 'w').write(S)
