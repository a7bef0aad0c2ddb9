import { Button, Form, Input, InputNumber, Radio, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_TONNES, translate, verificationReportBody, verificationReportErrors, type CertifiedRow, type Vintage, maxLengthOf } from '@ccer/contracts';
import { zodFieldRules } from '../../forms/zod-rules';
import { messageLang } from '../../message-lang';
import StepFormPage from '../lifecycle/StepFormPage';
import { certifiedArea, certifiedStep } from './certified-area';

const step = certifiedStep('orgUploadFile');
type Values = {
  verificationConclusion?: '1' | '0';
  verifiedNum?: number;
  vintages?: Array<Partial<Vintage>>;
  commentHandling?: string;
  files?: Record<string, string[]>;
};

const sumOf = (rows: Values['vintages']) => (rows ?? []).reduce((sum, v) => sum + (v?.quantity ?? 0), 0);

/**
 * 上传核证报告 (/certified/authorize/apply?id=, hidden under 1606, 075): the verification body's conclusion, the verified
 * quantity (equal to the quantity applied for) split per vintage (its rows add up to it, each year inside the
 * period), how public comments were handled and the report files (C02) → org-upload-file.
 */
export default function CertifiedAuthorizeApplyPage() {
  const { t } = useTranslation(['certifiedSteps', 'projectSteps'], { nsMode: 'fallback' });
  return (
    <StepFormPage<Values, CertifiedRow>
      area={certifiedArea}
      step={step}
      backPath="/certified/authorize"
      // one row per year of the period to start with
      initialValues={{ vintages: [{}] }}
      check={(v, apply) =>
        verificationReportErrors({ verifiedNum: v.verifiedNum ?? 0, vintages: (v.vintages ?? []) as Vintage[] }, {
          certifiedNum: apply.certifiedNum ?? null,
          regAppStartDate: apply.regAppStartDate ?? null,
          regAppEndDate: apply.regAppEndDate ?? null,
        })
      }
      toBody={(v, taskId, fileIds) => ({
        taskId,
        verificationConclusion: v.verificationConclusion!,
        verifiedNum: v.verifiedNum!,
        vintages: (v.vintages ?? []) as Vintage[],
        commentHandling: v.commentHandling?.trim() ?? '',
        fileIds,
      })}
      fields={
        <>
          <Form.Item name="verificationConclusion" label={t('fields.verificationConclusion')} required rules={zodFieldRules(verificationReportBody, 'verificationConclusion')}>
            <Radio.Group
              options={[
                { value: '1', label: t('conclusion.1') },
                { value: '0', label: t('conclusion.0') },
              ]}
              data-testid="verification-conclusion"
            />
          </Form.Item>
          <Form.Item name="verifiedNum" label={t('fields.verifiedNum')} required rules={zodFieldRules(verificationReportBody, 'verifiedNum')}>
            <InputNumber min={1} max={MAX_TONNES} precision={0} style={{ width: 240 }} suffix={t('certified:tonnes')} data-testid="verified-num-input" />
          </Form.Item>
          <VintagesEditor />
          <Form.Item name="commentHandling" label={t('fields.commentHandling')} required rules={zodFieldRules(verificationReportBody, 'commentHandling')}>
            <Input.TextArea rows={4} maxLength={maxLengthOf(verificationReportBody, 'commentHandling')} showCount data-testid="comment-handling" />
          </Form.Item>
        </>
      }
    />
  );
}

/** The verified quantity per vintage: year and quantity rows, their sum shown against the verified quantity. */
function VintagesEditor() {
  const { t } = useTranslation(['certifiedSteps', 'projectSteps'], { nsMode: 'fallback' });
  const form = Form.useFormInstance<Values>();
  const rows = Form.useWatch('vintages', form);
  const verified = Form.useWatch('verifiedNum', form);
  const sum = sumOf(rows);
  return (
    <Form.List
      name="vintages"
      rules={[
        {
          // the rows must add up to the verified quantity (the server checks the same: verificationReportErrors)
          validator: async (_rule, value: Values['vintages']) => {
            if (verified && sumOf(value) !== verified) throw new Error(translate('vintageSumMismatch', messageLang()));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={t('fields.vintages')} required data-testid="vintages">
          {fields.map((field) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'year']} rules={zodFieldRules(verificationReportBody, ['vintages', field.name, 'year'])}>
                <InputNumber min={2000} max={2100} precision={0} placeholder={t('fields.vintageYear')} style={{ width: 140 }} data-testid={`vintage-year-${field.name}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'quantity']} rules={zodFieldRules(verificationReportBody, ['vintages', field.name, 'quantity'])}>
                <InputNumber min={1} max={MAX_TONNES} precision={0} placeholder={t('fields.vintageQuantity')} style={{ width: 220 }} data-testid={`vintage-quantity-${field.name}`} />
              </Form.Item>
              {fields.length > 1 && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('verification.removeVintage')} onClick={() => remove(field.name)} />}
            </Space>
          ))}
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => add({ year: nextYear(rows) })} data-testid="vintage-add">
              {t('verification.addVintage')}
            </Button>
            <Typography.Text type={verified && sum !== verified ? 'danger' : 'secondary'} data-testid="vintage-sum">
              {t('fields.vintageSum')}: {sum.toLocaleString()}
              {verified ? ` / ${Number(verified).toLocaleString()}` : ''}
            </Typography.Text>
          </Space>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}

/** The year after the last row's, for a new row. */
const nextYear = (rows: Values['vintages']) => {
  const last = rows?.at(-1)?.year;
  return last ? last + 1 : undefined;
};
