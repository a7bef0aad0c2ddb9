import { configurePages } from './configure';
import { countryPages } from './country';
import { exchangePages } from './exchange';
import { expertPages } from './experts';
import { provincePages } from './province';
import type { OperatorPageDeclaration } from './types';

export * from './types';

/** Every back-office account family's screens (accounts spec §2.4 account area). */
export const operatorPageDeclarations: readonly OperatorPageDeclaration[] = [countryPages, provincePages, configurePages, exchangePages, expertPages];

/** The declaration whose area holds this path (the shared pages pick theirs by location). */
export const declarationForPath = (pathname: string): OperatorPageDeclaration | undefined =>
  operatorPageDeclarations.find((d) => pathname === d.basePath || pathname.startsWith(`${d.basePath}/`));
