# SPDX-License-Identifier: Apache-2.0
"""armv7m_ct's bitsliced layout and the Thumb-2 it is written in, shared by
its two generators (asm/arm/aes-armv7m-ct-gen.py and
aes-armv7m-ct-dec-gen.py): the packing of two blocks into eight words, the
evaluator of their SSA programs, the Thumb-2 of an allocated SSA
operation and the interpreter of the allocated Thumb-2, against which both
check what they write.  AES itself is
asm/gen/aesmodel.py.
"""
import re

REGS=['r%d'%i for i in range(13)]+['lr']
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
