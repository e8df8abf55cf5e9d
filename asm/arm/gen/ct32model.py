# SPDX-License-Identifier: Apache-2.0
"""armv7m_ct's bitsliced layout and the Thumb-2 it is written in, shared by
its two generators (asm/arm/aes-armv7m-ct-gen.py and
aes-armv7m-ct-dec-gen.py): the packing of two blocks into eight words, the
evaluator of their SSA programs, the Thumb-2 of an allocated SSA
operation and the interpreter of the allocated Thumb-2, against which both
check what they write.  AES itself is
asm/gen/aesmodel.py.
"""
import os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'gen'))
from regsched import Liveness, RegFile, parallel_move

REGS=['r%d'%i for i in range(13)]+['lr']
IDENT=REGS[:8]
M=0xffffffff
def ror(x,r): return ((x>>r)|(x<<(32-r)))&M
def shifted(x, sh):
    """x through an operand shift ('lsl'|'lsr'|'ror', n), or as it is (None)."""
    if sh is None: return x
    k,n=sh
    return {'lsl':(x<<n)&M,'lsr':x>>n,'ror':ror(x,n)}[k]
def pack(blocks):
    """Two 16-byte blocks (column-major state) to the eight words: bit
    8r + 2c + k of word b = bit b of row r, column c of block k."""
    q=[0]*8
    for k,blk in enumerate(blocks):
        for c in range(4):
            for rr in range(4):
                for b in range(8):
                    if blk[4*c+rr]>>b&1: q[b]|=1<<(8*rr+2*c+k)
    return q
def unpack(q):
    return [[sum((q[b]>>(8*rr+2*c+k)&1)<<b for b in range(8)) for c in range(4) for rr in range(4)] for k in (0,1)]
def sim(p, outs, q, keyw):
    """The SSA program p ((dst, op, srcs, extra)) on the words q, round key keyw."""
    env={'in%d'%i:q[i] for i in range(8)}
    for d,op,s,e in p:
        v=[env[z] for z in s]
        def sh(x): return shifted(x, e if isinstance(e,tuple) else None)
        if op=='eor': r=v[0]^sh(v[1])
        elif op=='and': r=v[0]&sh(v[1])
        elif op=='orr': r=v[0]|sh(v[1])
        elif op=='mvn': r=~v[0]&M
        elif op=='andi': r=v[0]&e
        elif op=='rori': r=ror(v[0],e)
        elif op=='key': r=keyw[e]
        elif op in ('ldkp','kpadv'): r=0
        if d: env[d]=r
    return [env[o] for o in outs]
def thumb(op, rd, rs, e):
    """The Thumb-2 instruction of an SSA operation (dst, op, srcs, extra)
    whose destination the allocator put in rd and sources in rs."""
    if op in ('eor', 'and', 'orr'):
        return '%s %s, %s, %s%s' % (op, rd, rs[0], rs[1], ', %s #%d' % e if isinstance(e, tuple) else '')
    if op == 'mvn': return 'mvn %s, %s' % (rd, rs[0])
    if op == 'andi': return 'and %s, %s, #0x%x' % (rd, rs[0], e)
    if op == 'rori': return 'ror %s, %s, #%d' % (rd, rs[0], e)
    if op == 'ldkp': return 'ldr %s, [sp, #0]' % rd
    if op == 'key': return 'ldr %s, [%s, #%d]' % (rd, rs[0], 4 * e)
    raise ValueError(op)
def run(lines, regs, mem):
    """Interprets Thumb-2 lines on regs and mem (keys (sp, offset), (K, address))."""
    for l in lines:
        l=l.strip(); op,rest=l.split(' ',1); a=[x.strip() for x in re.split(r',(?![^\[]*\])(?![^{]*\})',rest)]
        if op=='str':
            m=re.match(r'\[(\w+), #(\d+)\]',a[1]); base=m.group(1)
            mem[('sp',int(m.group(2))) if base=='sp' else ('K',regs[base]+int(m.group(2)))]=regs[a[0]]
        elif op=='ldr':
            m=re.match(r'\[(\w+), #(\d+)\]',a[1]); base=m.group(1)
            regs[a[0]]=mem[('sp',int(m.group(2)))] if base=='sp' else mem[('K',regs[base]+int(m.group(2)))]
        elif op in ('ldrd','strd'):
            m=re.match(r'\[(\w+), #(\d+)\]',a[2]); base=m.group(1)
            assert base=='sp' and a[0]!=a[1]
            for t in (0,1):
                key=('sp',int(m.group(2))+4*t)
                if op=='strd': mem[key]=regs[a[t]]
                else: regs[a[t]]=mem[key]
        elif op in ('ldm','stm'):
            base=a[0].rstrip('!'); addr=regs[base]
            m=re.match(r'\{r(\d+)-r(\d+)\}',a[1])
            rl=['r%d'%i for i in range(int(m.group(1)),int(m.group(2))+1)] if m else \
                [x.strip() for x in a[1].strip('{}').split(',')]
            assert rl==sorted(rl,key=REGS.index) and len(set(rl))==len(rl) and not (a[0].endswith('!') and base in rl)
            for r in rl:
                if op=='ldm': regs[r]=mem[('K',addr)]
                else: mem[('K',addr)]=regs[r]
                addr+=4
            if a[0].endswith('!'): regs[base]=addr
        elif op=='movw': regs[a[0]]=int(a[1][1:],0)
        elif op=='movt': regs[a[0]]=(regs[a[0]]&0xffff)|int(a[1][1:],0)<<16
        elif op=='mov': regs[a[0]]=regs[a[1]]
        elif op=='mvn': regs[a[0]]=~regs[a[1]]&M
        elif op=='rev': regs[a[0]]=int.from_bytes(regs[a[1]].to_bytes(4,'little'),'big')
        elif op=='ror': regs[a[0]]=ror(regs[a[1]],int(a[2][1:]))
        elif op=='lsl': regs[a[0]]=(regs[a[1]]<<int(a[2][1:]))&M
        elif op=='asr': regs[a[0]]=((regs[a[1]]^0x80000000)-0x80000000>>int(a[2][1:]))&M
        elif op=='add': regs[a[0]]=(regs[a[1]]+int(a[2][1:]))&M
        elif op=='and' and a[2].startswith('#'): regs[a[0]]=regs[a[1]]&int(a[2][1:],16)
        else:
            x=regs[a[2]]
            if len(a)>3:
                k,n=a[3].split(); n=int(n[1:])
                x={'lsl':(x<<n)&M,'lsr':x>>n,'ror':ror(x,n)}[k]
            regs[a[0]]={'eor':regs[a[1]]^x,'and':regs[a[1]]&x,'orr':regs[a[1]]|x}[op]
def pmoves(src, dst):
    """A parallel move of registers src[i] into dst[i]."""
    return parallel_move(src,dst,REGS,lambda a,b:'mov %s, %s'%(b,a),lambda a,b:'eor %s, %s, %s'%(a,a,b))
def allocate(p, outs, slot0, inmap=IDENT, force=None, slots=None, early=False):
    """Registers r0-r12 and lr for the SSA program p in its order (input
    in<i> in inmap[i]), by asm/gen/regsched.py's RegFile: the value used
    furthest ahead spills, once, to its stack slot (slots: value -> slot,
    from [sp, #slot0], shared by the calls given the same dict).  Four
    consecutive key loads (e = 4k .. 4k + 3) are one LDM with writeback.
    force: the registers the outputs end in (a parallel move, then the
    spilled ones loaded there), None: where they are; early: an output is
    written straight into its force register when that is free.  Returns
    (lines, slots, the outputs' registers)."""
    code=[]; slots={} if slots is None else slots
    def slotof(v):
        slots.setdefault(v,len(slots))
        return slot0+4*slots[v]
    rf=RegFile(REGS,Liveness([s for d,op,s,e in p],outs),
               lambda v,r: code.append('str %s, [sp, #%d]'%(r,slotof(v))),
               lambda v,r: code.append('ldr %s, [sp, #%d]'%(r,slotof(v))))
    for i in range(8): rf.bind('in%d'%i,inmap[i])
    for idx,(d,op,srcs,e) in enumerate(p):
        rs=[rf.fetch(z,idx,set(srcs)) for z in srcs]
        rf.release(set(srcs),idx+1)
        if op=='kpadv':
            # the LDMs' writeback advanced kp by 32
            code.append('str %s, [sp, #0]'%rs[0]); continue
        if op=='key' and [x[1:] for x in p[idx-e%4:idx-e%4+4]]==[('key',srcs,e-e%4+t) for t in range(4)]:
            if e%4: continue  # loaded by the LDM of its four
            # keys e..e+3 into four registers in ascending order
            hold=['-%d'%t for t in range(4)]
            for h in hold: rf.bind(h,rf.take(idx+1,{srcs[0]}|set(hold)))
            rr=sorted((rf.unbind(h) for h in hold),key=REGS.index)
            for t,r in enumerate(rr): rf.bind(p[idx+t][0],r)
            code.append('ldm %s!, {%s}'%(rs[0],', '.join(rr))); continue
        want=force[outs.index(d)] if early and force and d in outs else None
        rd=want if want and rf.held[want] is None else rf.take(idx+1,set())
        rf.bind(d,rd)
        code.append(thumb(op,rd,rs,e))
    if not force: return code, slots, [rf.fetch(o,len(p),set()) for o in outs]
    held=[o for o in outs if o in rf.reg]
    code+=pmoves([rf.reg[o] for o in held],[force[outs.index(o)] for o in held])
    code+=['ldr %s, [sp, #%d]'%(force[i],slotof(o)) for i,o in enumerate(outs) if o not in rf.reg]
    return code, slots, list(force)
