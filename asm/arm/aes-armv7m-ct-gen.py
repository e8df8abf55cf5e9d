#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# Generates asm/arm/aes-armv7m-ct.S (the armv7m_ct rounds):
#   python3 asm/arm/aes-armv7m-ct-gen.py asm/arm/aes-armv7m-ct.S
# The round is written once as a straight-line SSA program (the S-box gates
# parsed from core/aes_ct64.c, ShiftRows, MixColumns, AddRoundKey), checked
# on Python integers against nothing but itself here (the vectors on the
# boards check the AES), register-allocated over r0-r12 and lr with
# furthest-next-use spilling to stack slots, and the allocated Thumb-2 is
# then interpreted and compared with the SSA program on random inputs
# before the file is written.
import os, random, re, sys
src=open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'core', 'aes_ct64.c')).read()
body=src[src.index('static void sbox(uint64_t q[8])'):]
body=body[:body.index('\n}\n')]
gates=[]  # (dst, op, a, b)
for line in body.split('\n'):
    line=line.strip()
    m=re.match(r'(q\[\d\]|[tml]\d+) = (~\()?(\w+) ([\^&|]) (\w+)\)?;',line)
    if m:
        d,neg,a,op,b=m.groups(); gates.append((d,op,a,b,bool(neg)))
umap={'u%d'%i:'q%d'%(7-i) for i in range(8)}
# SSA program: list of (dst, op, srcs, extra)
prog=[]; cnt=[0]
def new(p): cnt[0]+=1; return '%s_%d'%(p,cnt[0])
def sbox(q):
    env={}
    for i in range(8): env['u%d'%i]=q[7-i]
    out=[None]*8
    for d,op,a,b,neg in gates:
        v=new('s'); prog.append((v,{'^':'eor','&':'and','|':'orr'}[op],[env[a],env[b]],None))
        if neg:
            w=new('n'); prog.append((w,'mvn',[v],None)); v=w
        if d.startswith('q['): out[int(d[2])]=v
        else: env[d]=v
    return out
def shiftrows(q):
    out=[]
    for x in q:
        y=new('r'); prog.append((y,'andi',[x],0xff))
        for mask,sh in ((0xFC00,-2),(0x300,6),(0xF00000,-4),(0xF0000,4),(0xC0000000,-6),(0x3F000000,2)):
            t=new('m'); prog.append((t,'andi',[x],mask))
            z=new('r'); prog.append((z,'orr',[y,t],('lsr',-sh) if sh<0 else ('lsl',sh))); y=z
        out.append(y)
    return out
def mixcols(a):
    # layout bit=8*row+2*col+blk: rotr8 brings row r+1 to row r
    t=[]
    for i in range(8):
        v=new('c'); prog.append((v,'eor',[a[i],a[i]],('ror',8))); t.append(v)
    def x(*terms):
        # terms: (val, rot)
        cur=None
        for v,r in terms:
            if cur is None:
                if r: n=new('c'); prog.append((n,'rori',[v],r)); cur=n
                else: cur=v
            else:
                n=new('c'); prog.append((n,'eor',[cur,v],('ror',r) if r else None)); cur=n
        return cur
    o=[None]*8
    o[0]=x((t[7],0),(a[0],8),(t[0],16))
    o[1]=x((t[0],0),(t[7],0),(a[1],8),(t[1],16))
    o[2]=x((t[1],0),(a[2],8),(t[2],16))
    o[3]=x((t[2],0),(t[7],0),(a[3],8),(t[3],16))
    o[4]=x((t[3],0),(t[7],0),(a[4],8),(t[4],16))
    o[5]=x((t[4],0),(a[5],8),(t[5],16))
    o[6]=x((t[5],0),(a[6],8),(t[6],16))
    o[7]=x((t[6],0),(a[7],8),(t[7],16))
    return o
def ark(q):
    out=[]
    for i in range(8):
        k=new('k'); prog.append((k,'key',[],i))
        v=new('a'); prog.append((v,'eor',[q[i],k],None)); out.append(v)
    return out
def build(final):
    prog.clear()
    q=['in%d'%i for i in range(8)]
    q=shiftrows(sbox(q))
    if not final: q=mixcols(q)
    q=ark(q)
    return q
M=0xffffffff
def ror(x,r): return ((x>>r)|(x<<(32-r)))&M
def sim(q, keyw, final):
    outs=build(final)
    env={'in%d'%i:q[i] for i in range(8)}
    for d,op,s,e in prog:
        v=[env[z] for z in s]
        def sh(x):
            if e is None: return x
            k,n=e
            return {'lsl':(x<<n)&M,'lsr':x>>n,'ror':ror(x,n)}[k]
        if op=='eor': r=v[0]^sh(v[1])
        elif op=='and': r=v[0]&sh(v[1])
        elif op=='orr': r=v[0]|sh(v[1])
        elif op=='mvn': r=~v[0]&M
        elif op=='andi': r=v[0]&e
        elif op=='rori': r=ror(v[0],e)
        elif op=='key': r=keyw[e]
        env[d]=r
    return [env[o] for o in outs]
def run(lines, regs, mem):
    for l in lines:
        l=l.strip(); op,rest=l.split(' ',1); a=[x.strip() for x in re.split(r',(?![^\[]*\])',rest)]
        def val(x): return regs[x]
        if op=='str':
            m=re.match(r'\[(\w+), #(\d+)\]',a[1]); mem[(m.group(1),int(m.group(2)))]=regs[a[0]]
        elif op=='ldr':
            m=re.match(r'\[(\w+), #(\d+)\]',a[1]); base=m.group(1)
            regs[a[0]]=mem[(base if base=='sp' else 'K',int(m.group(2)))] if base=='sp' else mem[('K',regs[base]+int(m.group(2)))]
        elif op=='mov': regs[a[0]]=regs[a[1]]
        elif op=='mvn': regs[a[0]]=~regs[a[1]]&M
        elif op=='ror': regs[a[0]]=ror(regs[a[1]],int(a[2][1:]))
        elif op=='and' and a[2].startswith('#'): regs[a[0]]=regs[a[1]]&int(a[2][1:],16)
        else:
            x=regs[a[2]]
            if len(a)>3:
                k,n=a[3].split(); n=int(n[1:])
                x={'lsl':(x<<n)&M,'lsr':x>>n,'ror':ror(x,n)}[k]
            regs[a[0]]={'eor':regs[a[1]]^x,'and':regs[a[1]]&x,'orr':regs[a[1]]|x}[op]
def check():
  rnd=random.Random(1)
  for lines,final in ((am,False),(af,True)):
    for t in range(20):
        q=[rnd.getrandbits(32) for i in range(8)]; k=[rnd.getrandbits(32) for i in range(8)]
        exp=sim(q,k,final)
        regs={r:rnd.getrandbits(32) for r in ['r%d'%i for i in range(13)]+['lr']}
        for i in range(8): regs['r%d'%i]=q[i]
        mem={('sp',0):1000}
        for i in range(8): mem[('K',1000+4*i)]=k[i]
        run(lines,regs,mem)
        assert [regs['r%d'%i] for i in range(8)]==exp, ("allocated code differs", final, t)

REGS=['r%d'%i for i in range(13)]+['lr']
class Alloc:
    def __init__(s,slot0):
        s.out=[]; s.reg={}; s.who={r:None for r in REGS}; s.slot={}; s.stored=set(); s.slot0=slot0; s.nslots=0
    def emit(s,x): s.out.append('\t'+x)
def allocate(prog, outs, slots):
    A=Alloc(12)
    for i in range(8): A.reg['in%d'%i]='r%d'%i; A.who['r%d'%i]='in%d'%i
    # next-use tables
    uses={}
    for idx,(d,op,srcs,e) in enumerate(prog):
        for z in srcs: uses.setdefault(z,[]).append(idx)
    END=len(prog)
    for o in outs: uses.setdefault(o,[]).append(END)
    def nextuse(v,idx):
        for u in uses.get(v,[]):
            if u>=idx: return u
        return None
    def slotof(v):
        if v not in slots: slots[v]=len(slots)
        return 12+4*slots[v]
    def getreg(idx,protect):
        for r in REGS:
            if A.who[r] is None: return r
        # evict furthest
        best=None;bd=-1
        for r in REGS:
            v=A.who[r]
            if v in protect: continue
            nu=nextuse(v,idx)
            d=10**9 if nu is None else nu
            if d>bd: bd=d;best=r
        v=A.who[best]
        if nextuse(v,idx) is not None and v not in A.stored:
            A.emit('str %s, [sp, #%d]'%(best,slotof(v))); A.stored.add(v)
        del A.reg[v]; A.who[best]=None
        return best
    for idx,(d,op,srcs,e) in enumerate(prog):
        for z in srcs:
            if z not in A.reg:
                r=getreg(idx,set(srcs)); A.emit('ldr %s, [sp, #%d]'%(r,slotof(z))); A.reg[z]=r; A.who[r]=z
        rs=[A.reg[z] for z in srcs]
        for z in set(srcs):
            if nextuse(z,idx+1) is None:
                A.who[A.reg[z]]=None; del A.reg[z]
        rd=getreg(idx+1,set())
        A.reg[d]=rd; A.who[rd]=d
        sh='' if not isinstance(e,tuple) else ', %s #%d'%e
        if op in('eor','and','orr'): A.emit('%s %s, %s, %s%s'%(op,rd,rs[0],rs[1],sh))
        elif op=='mvn': A.emit('mvn %s, %s'%(rd,rs[0]))
        elif op=='andi': A.emit('and %s, %s, #0x%x'%(rd,rs[0],e))
        elif op=='rori': A.emit('ror %s, %s, #%d'%(rd,rs[0],e))
        elif op=='ldkp': A.emit('ldr %s, [sp, #0]'%rd)
        elif op=='key': A.emit('ldr %s, [%s, #%d]'%(rd,rs[0],4*e))
        else: raise Exception(op)
    # parallel move of outputs into r0..r7
    tgt={o:'r%d'%i for i,o in enumerate(outs)}
    moves={A.reg[o]:tgt[o] for o in outs if o in A.reg and A.reg[o]!=tgt[o]}
    while moves:
        srcsnow=set(moves.keys())
        done=False
        for src,dst in list(moves.items()):
            if dst not in srcsnow:
                A.emit('mov %s, %s'%(dst,src)); del moves[src]; done=True; break
        if not done:
            busy=set(A.reg[o] for o in outs if o in A.reg)|set(tgt.values())|set(moves.keys())
            free=[r for r in REGS if r not in busy][0]
            src,dst=next(iter(moves.items()))
            A.emit('mov %s, %s'%(free,src)); del moves[src]; moves[free]=dst
    for o in outs:
        if o not in A.reg: A.emit('ldr %s, [sp, #%d]'%(tgt[o],slotof(o)))
    return A.out
def body(final):
    prog.clear()
    q=['in%d'%i for i in range(8)]
    q=shiftrows(sbox(q))
    if not final: q=mixcols(q)
    # ARK with key pointer
    kp=new('kp'); prog.append((kp,'ldkp',[],None))
    out=[]
    for i in range(8):
        k=new('k'); prog.append((k,'key',[kp],i))
        v=new('a'); prog.append((v,'eor',[q[i],k],None)); out.append(v)
    return list(prog), out
def sboxonly():
    prog.clear()
    q=sbox(['in%d'%i for i in range(8)])
    return list(prog), q
slots={}
pm,om=body(False); am=allocate(pm,om,slots)
pf,of=body(True); af=allocate(pf,of,slots)
ps,os_=sboxonly(); as_=allocate(ps,os_,slots)
ns=len(slots); frame=12+4*ns
while (36+frame)%8: frame+=4
check()
HDR='''/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GENERATED by asm/arm/aes-armv7m-ct-gen.py (do not edit; rerun it).
 *
 * The "armv7m_ct" core: constant-time bitsliced AES rounds on two blocks
 * in eight 32-bit words (Thumb-2, ARMv7-M/ARMv7E-M/ARMv8-M mainline).
 * Word b holds bit b of all 32 bytes, bit 8r + 2c + k being row r,
 * column c of block k (the packing is done by kernel_armv7m_ct.c).
 * SubBytes is the Boyar-Peralta circuit of core/aes_ct64.c (XOR, AND,
 * NOT), ShiftRows masks and shifts each row byte, MixColumns rotates rows
 * with the barrel shifter.  The generator allocates r0-r12 and lr and
 * spills to stack slots; the straight-line code has no data-dependent
 * branch or address (the only branch counts the public round number, the
 * only addresses are sp-relative slots and the round keys in order).
 *
 * aesalt_aes_enc2_armv7m_ct(uint32_t q[8], const uint32_t *sk, unsigned rounds):
 *   q = AES rounds of q under sk (8 * (rounds + 1) bitsliced words).
 * aesalt_aes_sbox2_armv7m_ct(uint32_t q[8]): q = SubBytes(q).
 */
	.syntax	unified
	.thumb
	.text
'''
def fn(name):
    return '\n\t.global %s\n\t.hidden %s\n\t.type %s, %%function\n\t.thumb_func\n\t.p2align 2\n%s:\n'%(name,name,name,name)
S=HDR+fn('aesalt_aes_enc2_armv7m_ct')
S+='''\tpush {r4-r11, lr}
\tsub sp, sp, #%d
\tstr r0, [sp, #8]
\tsubs r2, r2, #1
\tstr r2, [sp, #4]
\tmov lr, r1
\tldm r0, {r0-r7}
\tldm lr!, {r8-r11}
\teor r0, r0, r8
\teor r1, r1, r9
\teor r2, r2, r10
\teor r3, r3, r11
\tldm lr!, {r8-r11}
\teor r4, r4, r8
\teor r5, r5, r9
\teor r6, r6, r10
\teor r7, r7, r11
\tstr lr, [sp, #0]
1:
'''%frame
S+='\n'.join(am)+'\n'
S+='''\tldr r8, [sp, #0]
\tadd r8, r8, #32
\tstr r8, [sp, #0]
\tldr r8, [sp, #4]
\tsubs r8, r8, #1
\tstr r8, [sp, #4]
\tbne 1b
'''
S+='\n'.join(af)+'\n'
S+='''\tldr r8, [sp, #8]
\tstm r8, {r0-r7}
\tadd sp, sp, #%d
\tpop {r4-r11, pc}
\t.size aesalt_aes_enc2_armv7m_ct, . - aesalt_aes_enc2_armv7m_ct
'''%frame
S+=fn('aesalt_aes_sbox2_armv7m_ct')
S+='''\tpush {r4-r11, lr}
\tsub sp, sp, #%d
\tstr r0, [sp, #8]
\tldm r0, {r0-r7}
'''%frame
S+='\n'.join(as_)+'\n'
S+='''\tldr r8, [sp, #8]
\tstm r8, {r0-r7}
\tadd sp, sp, #%d
\tpop {r4-r11, pc}
\t.size aesalt_aes_sbox2_armv7m_ct, . - aesalt_aes_sbox2_armv7m_ct
'''%frame
# No executable stack for the Linux (armhf) build.
S+='\n\t.section .note.GNU-stack, "", %progbits\n'
open(sys.argv[1] if len(sys.argv)>1 else
     os.path.join(os.path.dirname(os.path.abspath(__file__)), 'aes-armv7m-ct.S'), 'w').write(S)
