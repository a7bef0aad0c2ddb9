import { Descriptions, Form, Input, Modal, Radio } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { paramModifyBody, PARAM_VALUE_MAX, type ParamRow, maxLengthOf } from '@ccer/contracts';
import { modifyParam } from '../../../api/settings';
import { zodFieldRules } from '../../../forms/zod-rules';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { paramHint } from './param-hint';
import { testIdProps } from '../../../components/test-id-props';

interface Props {
  param: ParamRow;
  messageApi: MessageInstance;
  onSaved: () => void;
  onClosed: () => void;
}

interface Values {
  paramValue: string;
  remark?: string;
}

/** Changes one parameter's value; the gateway checks it against the value type and answers on the field. */
export default function ParamModal({ param, messageApi, onSaved, onClosed }: Props) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<Values>();
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => modifyParam({ paramKey: param.paramKey, paramValue: (v.paramValue ?? '').trim(), remark: v.remark?.trim() ?? '' }),
    doneText: t('param.saved'),
    onDone: onSaved,
    onStale: onSaved,
  });

  return (
    <Modal
      open={open}
      title={t('param.title.edit')}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      onOk={submit}
      confirmLoading={busy}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={testIdProps('param-submit')}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('param.fields.paramName')}>{param.paramName}</Descriptions.Item>
        <Descriptions.Item label={t('param.fields.paramKey')}>{param.paramKey}</Descriptions.Item>
        <Descriptions.Item label={t('param.fields.valueType')}>{t(`param.valueTypes.${param.valueType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('param.fields.defaultValue')}>{param.defaultValue ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Form form={form} name="sysParam" layout="vertical" initialValues={{ paramValue: param.paramValue ?? '', remark: param.remark ?? '' }}>
        {/* the value's own rule depends on the parameter: the gateway checks it (required-ness too) */}
        <Form.Item name="paramValue" label={t('param.fields.paramValue')} extra={paramHint(t, param)}>
          {param.valueType === 'boolean' ? (
            <Radio.Group options={['true', 'false'].map((v) => ({ value: v, label: v }))} />
          ) : param.valueType === 'integer' ? (
            <Input inputMode="numeric" maxLength={11} data-testid="param-value" />
          ) : (
            <Input.TextArea maxLength={PARAM_VALUE_MAX} rows={3} data-testid="param-value" />
          )}
        </Form.Item>
        <Form.Item name="remark" label={t('param.fields.remark')} rules={zodFieldRules(paramModifyBody, 'remark')}>
          <Input.TextArea maxLength={maxLengthOf(paramModifyBody, 'remark')} showCount rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
