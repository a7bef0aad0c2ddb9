import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { candidateGroupsOf, functionsForAccount, type RouteAccess } from '@ccer/contracts';
import { actsForItsCompany } from '../domain/access/acting-for.ts';
import type { Config } from '../config.ts';
import { AppError, forbidden, notFound, unauthorized } from '../errors.ts';
import { publicApiOpen } from './system-mode.ts';

/** The signed-in operator as every route sees it. */
export interface Operator {
  operatorId: string;
  sessionId: string;
  loginName: string;
  operatorCode: string;
  operatorName: string | null;
  operatorType: string;
  /** The company the operator acts for now; null when none (or when it was closed, or the link to it ended). */
  custId: string | null;
  /** That company's account types (custType, comma-separated codes); null without a company. */
  custType: string | null;
  provinceId: string | null;
  funcs: Set<string>;
  /** Codes its roles grant but its company's account types cut (a 403 then says why). */
  funcsCutByAccountType: ReadonlySet<string>;
  /** Engine candidate groups (architecture §4). */
  groups: string[];
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route validates a JSON body with a schema (contracts/): bad input answers 400. */
  validatesBody: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access (for the permission matrix and docs). */
    routeAccess: RouteAccessEntry[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    operator: Operator | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sid: string; sub: string };
    user: { sid: string; sub: string };
  }
}

/**
 * JWT sessions backed by the session table (logout ends the row, so the token stops working)
 * and the route access rule: every /api route declares `public`, `signedIn` or its function codes,
 * and the gateway refuses to start when one does not. In system B a public route not on the list of
 * system-mode.ts answers 404.
 */
export const authPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(jwt, { secret: config.JWT_SECRET, sign: { expiresIn: `${config.SESSION_HOURS}h` } });
  app.decorateRequest('operator', null);
  app.decorate('routeAccess', [] as RouteAccessEntry[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access (public, signedIn or function codes)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access, validatesBody: !!route.schema?.body });
  });

  // onRequest: access is decided before the body is even parsed, so a caller without rights learns nothing
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    // an outside system's call: no session; the route checks the request's signature against the raw body
    if (access === 'signedCall') return;
    if (access === 'public') {
      // system B closes the public API but for the sign-in pages' calls (system-mode.ts), answered as an unknown route
      const url = request.routeOptions.url;
      if (url?.startsWith('/api/') && !publicApiOpen(config.VITE_SYSTEM_MODE, request.method, url)) throw notFound();
      return;
    }
    request.operator = await loadOperator(request);
    if (access === 'signedIn') return;
    const op = request.operator;
    if (!access.func.some((f) => op.funcs.has(f))) {
      throw access.func.some((f) => op.funcsCutByAccountType.has(f)) ? new AppError(403, 'FORBIDDEN', 'funcNotForAccountType') : forbidden();
    }
  });

  async function loadOperator(request: import('fastify').FastifyRequest): Promise<Operator> {
    let claims: { sid: string; sub: string };
    try {
      claims = await request.jwtVerify();
    } catch {
      throw unauthorized();
    }
    // every signed-in request pays this: the session, its operator and the operator's function codes
    // (of their enabled roles) in one query, prepared once per connection like every statement
    // (workers/src/prepared-statements.ts): planning it was about half its cost
    const row = await app.db('session as s')
      .join('operator as o', 'o.operator_id', 's.operator_id')
      .leftJoin('customer as c', 'c.cust_id', 'o.cust_id')
      .where('s.session_id', claims.sid)
      .whereNull('s.ended_at')
      .where('s.expires_at', '>', app.db.fn.now())
      .where('o.status', '1')
      .first(
        'o.operator_id',
        'o.login_name',
        'o.operator_code',
        'o.operator_name',
        'o.operator_type',
        // one who no longer acts for its company (closed, or the link ended) acts for none, as an outsider
        app.db.raw(`case when ? then o.cust_id end as cust_id`, [actsForItsCompany(app.db)]),
        'c.cust_type',
        'o.province_id',
        app.db.raw(
          `array(select distinct rf.func_id from operator_role orl
                   join role r on r.role_id = orl.role_id and r.status = '1'
                   join role_func rf on rf.role_id = r.role_id
                  where orl.operator_id = o.operator_id)::text[] as funcs`,
        ),
      );
    if (!row) throw unauthorized();
    const granted: string[] = row.funcs;
    // a representative holds only the codes its company's account types allow (accounts spec §6, as the menus)
    const custType: string | null = row.cust_id ? row.cust_type : null;
    const funcs = functionsForAccount(granted, row.operator_type, custType);
    const op = {
      operatorId: row.operator_id,
      sessionId: claims.sid,
      loginName: row.login_name,
      operatorCode: row.operator_code,
      operatorName: row.operator_name,
      operatorType: row.operator_type,
      custId: row.cust_id,
      custType,
      provinceId: row.province_id,
      funcs,
      funcsCutByAccountType: new Set(granted.filter((f) => !funcs.has(f))),
      groups: [] as string[],
    };
    op.groups = candidateGroupsOf(op);
    return op;
  }
});
