/**
 * System B (accounts spec §2.1, issue 14): a deployment where only /404, /redirectpage, /login, /client/register and
 * /client/forgetPassword stay public. The web app hides the other public pages (web/src/navigation/system-mode.ts);
 * the gateway closes their data: in system B a /api route declared `public` answers 404, as an unknown route does,
 * unless it is listed here. A new public route is therefore closed in system B until it is added. Signed-in routes
 * and function-code routes are unaffected. One setting for both: VITE_SYSTEM_MODE (config.ts).
 */
export type SystemMode = 'A' | 'B';

/** `METHOD /url` as the route declares it (its pattern, with :params). */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /api/${string}`;

export const SYSTEM_B_PUBLIC_API: ReadonlySet<RouteKey> = new Set<RouteKey>([
  // /login (LoginPage): the image code, the SMS second factor's switch and code, the sign-in
  'GET /api/verification-code',
  'GET /api/common/verification-code',
  'GET /api/login/options',
  'POST /api/login/manager-mobile-code',
  'POST /api/login',
  // /client/register (RegisterPage): its SMS code and the visitor's registration
  'POST /api/register/mobile-code',
  'POST /api/register/add/registerTour',
  // /client/forgetPassword (ForgetPasswordPage): its SMS code and the new password
  'POST /api/forget-password/mobile-code',
  'POST /api/forget-password',
  // every page and the operators' checks: the server's time (spec §7) and health
  'GET /api/common/datetime',
  'GET /api/health',
  // reference data the forms load (web/src/reference/), signed in or not
  'GET /api/common/dict-item',
  'GET /api/common/region/all',
  'GET /api/common/region/list',
  'GET /api/common/cities',
  'GET /api/common/counties',
  'GET /api/common/industry',
  'GET /api/common/project-type/list',
  'GET /api/common/project-type/list-for-level/:level',
  // the documents a signed-in form asks for and their templates (components/attachments/BusinessDocuments)
  'GET /api/electronic/business/:businessCode',
  'GET /api/electronic/template/:typeNo',
]);

/** Whether a public /api route answers in the mode (A: all; B: the list above). HEAD goes with its GET. */
export function publicApiOpen(mode: SystemMode, method: string, url: string): boolean {
  if (mode === 'A') return true;
  const m = method === 'HEAD' ? 'GET' : method;
  return SYSTEM_B_PUBLIC_API.has(`${m} ${url}` as RouteKey);
}
