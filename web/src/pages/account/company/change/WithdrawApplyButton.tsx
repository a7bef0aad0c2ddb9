import { useState } from 'react';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyApplyWithdrawBody } from '@ccer/contracts';
import { companyChangeApi } from '../../../../api/company-changes.ts';
import ReasonDialog from '../../../../components/modal/ReasonDialog';

/**
 * 撤销 of the applicant's own company account application while it awaits confirmation or audit
 * (PUT /api/openAccount/modify/status): a confirmation dialog with the reason; the process instance ends with it.
 */
export function WithdrawApplyButton({ applyId, status }: { applyId: string; status: string }) {
  const { t } = useTranslation('companyChange');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (status !== 'confirming' && status !== 'auditing') return null;
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['my-company-application'] });
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="company-withdraw" style={{ marginBottom: 16 }}>
        {t('withdraw')}
      </Button>
      {open && (
        <ReasonDialog
          title={t('withdrawTitle')}
          label={t('withdrawReason')}
          body={companyApplyWithdrawBody}
          notice={{ type: 'warning', text: t('withdrawConfirm') }}
          danger
          okText={t('withdrawOk')}
          call={(reason) => companyChangeApi.withdraw(applyId, reason)}
          doneText={t('withdrawDone')}
          onDone={reload}
          onStale={reload}
          onClosed={() => setOpen(false)}
          testIds={{ modal: 'company-withdraw-modal', input: 'company-withdraw-reason' }}
        />
      )}
    </>
  );
}
