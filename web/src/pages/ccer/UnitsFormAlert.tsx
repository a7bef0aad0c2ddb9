import { Alert } from 'antd';
import { translate } from '@ccer/contracts/messages';
import { messageLang } from '../../message-lang';
import { useActsForCompany } from '../../session/acts-for-company';

/**
 * The alert above a form that moves a company's units (a transfer's, an offset's): the form's hint, or, for an
 * operator who acts for no company (the registry's own staff hold no units), why the form is off (`noCompany`, a
 * contract message; `testId` marks that warning).
 */
export function UnitsFormAlert({ hint, noCompany, testId }: { hint: string; noCompany: string; testId: string }) {
  const forCompany = useActsForCompany();
  return forCompany ? (
    <Alert type="info" showIcon style={{ marginBottom: 16 }} message={hint} />
  ) : (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate(noCompany, messageLang())} data-testid={testId} />
  );
}
