/**
 * The arithmetic of a clearing batch (clearing.ts), one place for the gateway that receives a batch and the worker that
 * settles it: each account's net portion per project and vintage, and the moves that settle the portions.
 */

export interface PortionTrade {
  sellerAccountNo: string;
  buyerAccountNo: string;
  projectCode: string;
  vintage: number;
  quantity: number;
  /** Yuan per tonne, at most two decimals. */
  price: number;
}

/** One account's part of a batch in one project and vintage. */
export interface Portion {
  accountNo: string;
  projectCode: string;
  vintage: number;
  bought: number;
  sold: number;
  /** bought − sold: taken (positive) or given (negative) at settlement. */
  net: number;
  /** Yuan, two decimals, as text (kept exact: a trade's amount may pass 2^53 cents). */
  paid: string;
  received: string;
}

export interface SettlementMove {
  fromAccountNo: string;
  toAccountNo: string;
  projectCode: string;
  vintage: number;
  quantity: number;
}

/** A trade's amount in cents: quantity × price, exact. */
export const amountCents = (quantity: number, price: number): bigint => BigInt(quantity) * BigInt(Math.round(price * 100));

/** Cents as yuan text with two decimals. */
export function yuan(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const keyOf = (accountNo: string, projectCode: string, vintage: number) => `${accountNo}\u0000${projectCode}\u0000${vintage}`;
const byLine = (a: { projectCode: string; vintage: number; accountNo: string }, b: typeof a) =>
  a.projectCode < b.projectCode ? -1 : a.projectCode > b.projectCode ? 1 : a.vintage - b.vintage || (a.accountNo < b.accountNo ? -1 : a.accountNo > b.accountNo ? 1 : 0);

/** Every account's portion of the trades, ordered by project, vintage and account number. */
export function clearingPortions(trades: readonly PortionTrade[]): Portion[] {
  const lines = new Map<string, { accountNo: string; projectCode: string; vintage: number; bought: number; sold: number; paid: bigint; received: bigint }>();
  const line = (accountNo: string, t: PortionTrade) => {
    const key = keyOf(accountNo, t.projectCode, t.vintage);
    let l = lines.get(key);
    if (!l) lines.set(key, (l = { accountNo, projectCode: t.projectCode, vintage: t.vintage, bought: 0, sold: 0, paid: 0n, received: 0n }));
    return l;
  };
  for (const t of trades) {
    const amount = amountCents(t.quantity, t.price);
    const seller = line(t.sellerAccountNo, t);
    seller.sold += t.quantity;
    seller.received += amount;
    const buyer = line(t.buyerAccountNo, t);
    buyer.bought += t.quantity;
    buyer.paid += amount;
  }
  return [...lines.values()]
    .map((l) => ({ accountNo: l.accountNo, projectCode: l.projectCode, vintage: l.vintage, bought: l.bought, sold: l.sold, net: l.bought - l.sold, paid: yuan(l.paid), received: yuan(l.received) }))
    .sort(byLine);
}

/**
 * The moves that settle the portions: within each project and vintage, the givers (net < 0) hand their units to the
 * takers (net > 0), both in account-number order, each giver filling takers in turn. Every portion's net is met exactly
 * and no account moves more than its net, whatever the trades' order (a unit bought and sold again the same day
 * never moves), so a batch settles the same way however often it is computed.
 */
export function settlementMoves(portions: readonly Pick<Portion, 'accountNo' | 'projectCode' | 'vintage' | 'net'>[]): SettlementMove[] {
  const groups = new Map<string, { givers: { accountNo: string; left: number }[]; takers: { accountNo: string; left: number }[]; projectCode: string; vintage: number }>();
  for (const p of [...portions].sort(byLine)) {
    if (p.net === 0) continue;
    const key = `${p.projectCode}\u0000${p.vintage}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { givers: [], takers: [], projectCode: p.projectCode, vintage: p.vintage }));
    (p.net < 0 ? g.givers : g.takers).push({ accountNo: p.accountNo, left: Math.abs(p.net) });
  }
  const moves: SettlementMove[] = [];
  for (const g of groups.values()) {
    let t = 0;
    for (const giver of g.givers) {
      while (giver.left > 0) {
        const taker = g.takers[t];
        if (!taker) throw new Error(`portions of ${g.projectCode} ${g.vintage} do not balance`);
        const quantity = Math.min(giver.left, taker.left);
        moves.push({ fromAccountNo: giver.accountNo, toAccountNo: taker.accountNo, projectCode: g.projectCode, vintage: g.vintage, quantity });
        giver.left -= quantity;
        taker.left -= quantity;
        if (taker.left === 0) t++;
      }
    }
    if (g.takers.slice(t).some((taker) => taker.left > 0)) throw new Error(`portions of ${g.projectCode} ${g.vintage} do not balance`);
  }
  return moves;
}
