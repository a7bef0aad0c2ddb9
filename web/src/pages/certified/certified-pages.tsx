import { useNavigate } from 'react-router';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { certifiedStatusCodes, certifiedStatuses, functionCodes, maxLengthOf, registerApplyBody, type CertifiedRow } from '@ccer/contracts';
import AreaDetail from '../lifecycle/AreaDetail';
import StepFormPage from '../lifecycle/StepFormPage';
import StepListPage from '../lifecycle/StepListPage';
import { certifiedArea, certifiedStep } from './certified-area';

/**
 * The certification area's step pages (16 减排量核证), each a declaration on the lifecycle pages: the steps it
 * decides, the statuses it lists, where 详情 and a step's own page go.
 */

const detailPath = '/certified/detail';
const submitted = certifiedStatusCodes.filter((s) => s !== certifiedStatuses.draft);
const registerApply = certifiedStep('registerApply');
const upload = certifiedStep('orgUploadFile');

/** 减排量详情 (/certified/detail?id=): the application, its progress and opinions, its verification report. */
export const CertifiedDetailPage = () => <AreaDetail area={certifiedArea} backPath="/certified/add" />;

/**
 * 减排量管理 (/certified/manage, menu 1602): every submitted application, for the registry; 编辑 of a registered one (080)
 * opens the registry's edit of its registered reductions (/certified/manage/edit).
 */
export function CertifiedManagePage() {
  const navigate = useNavigate();
  return (
    <StepListPage
      area={certifiedArea}
      queryKey="certifiedManage"
      steps={[]}
      extraStatuses={submitted}
      detailPath={detailPath}
      rowOperations={[
        {
          key: 'edit',
          label: 'certifiedRegistered:actions.edit',
          func: functionCodes.certifiedRegistryReview,
          visible: (r) => r.status === certifiedStatuses.registered,
          onClick: (r) => navigate(`/certified/manage/edit?applyId=${encodeURIComponent(r.id)}`),
        },
      ]}
    />
  );
}

/** 核证公示审核 (/certified/audit, menu 1603, 057): the applications under publicity audit, 审核 each. */
export const CertifiedAuditPage = () => <StepListPage area={certifiedArea} queryKey="certifiedAudit" steps={[certifiedStep('publicityAudit')]} detailPath={detailPath} />;

/** 业主确认 (/certified/confirm, menu 1611, 059): the verification reports waiting for the company, 确认 or 退回核证机构. */
export const CertifiedConfirmPage = () => <StepListPage area={certifiedArea} queryKey="certifiedConfirm" steps={[certifiedStep('confirmOrgFile')]} detailPath={detailPath} />;

/** 减排量登记 (/certified/register, menu 1604, 080): the registry's acceptance (10), review (14) and confirmation (15). */
export const CertifiedRegisterPage = () => (
  <StepListPage area={certifiedArea} queryKey="certifiedRegister" steps={['registerAcct', 'projectReview', 'registerConfirm'].map(certifiedStep)} detailPath={detailPath} />
);

/**
 * 核证登记申请 (/certified/regist, menu 1605, 074): the company's applications awaiting the registration application (09)
 * or returned by the registry (11, with its opinion); 申请登记 opens the application page.
 */
export function CertifiedRegistListPage() {
  const navigate = useNavigate();
  return (
    <StepListPage
      area={certifiedArea}
      queryKey="certifiedRegist"
      steps={[]}
      extraStatuses={[certifiedStatuses.awaitingRegisterApply, certifiedStatuses.registerReturned]}
      detailPath="/certified/regist/detail"
      rowOperations={[
        {
          key: 'registerApply',
          label: 'certifiedSteps:steps.registerApply.action',
          func: registerApply.funcCode,
          visible: (r) => r.status === registerApply.activeStatus,
          onClick: (r) => navigate(`/certified/regist/apply?id=${encodeURIComponent(r.id)}`),
        },
      ]}
    />
  );
}

/** 申请登记 (/certified/regist/apply?id=, hidden under 1605): the commitment letter (C04) → start-register-apply. */
export function CertifiedRegistApplyPage() {
  const { t } = useTranslation('projectSteps');
  return (
    <StepFormPage<{ opinion?: string; files?: Record<string, string[]> }, CertifiedRow>
      area={certifiedArea}
      step={registerApply}
      backPath="/certified/regist"
      toBody={(v, taskId, fileIds) => ({ taskId, opinion: v.opinion?.trim() || undefined, fileIds })}
      fields={
        <Form.Item name="opinion" label={t('fields.remark')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(registerApplyBody, 'opinion')} showCount data-testid="regist-remark" />
        </Form.Item>
      }
    />
  );
}

/**
 * 待核证项目 (/certified/authorize, menu 1606, 075): the applications naming the caller as verification body, with the
 * publicity dates and the overdue flag; 上传核证报告 while awaiting verification (07).
 */
export function CertifiedAuthorizeListPage() {
  const navigate = useNavigate();
  return (
    <StepListPage
      area={certifiedArea}
      queryKey="certifiedAuthorize"
      steps={[]}
      extraStatuses={submitted}
      detailPath="/certified/authorize/detail"
      rowOperations={[
        {
          key: 'upload',
          label: 'certifiedSteps:steps.orgUploadFile.action',
          func: upload.funcCode,
          visible: (r) => r.status === upload.activeStatus,
          onClick: (r) => navigate(`/certified/authorize/apply?id=${encodeURIComponent(r.id)}`),
        },
      ]}
    />
  );
}

/** The detail under each menu that has one (hidden routes): the same detail, its own way back. */
export const CertifiedRegistDetailPage = () => <AreaDetail area={certifiedArea} backPath="/certified/regist" />;
export const CertifiedAuthorizeDetailPage = () => <AreaDetail area={certifiedArea} backPath="/certified/authorize" />;
