import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { translate, langOf, maxLengthOf, modelFieldsSchema, workflowTypes, type ModelFields, type ModelRow } from '@ccer/contracts';
import { ApiError, currentLanguage } from '../../../../api/http';
import { saveModel } from '../../../../api/models';
import { testIdProps } from '../../../../components/test-id-props';

/** antd rule from one field of the shared zod schema: the same message as the gateway's. */
function zodRule(field: keyof ModelFields) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const r = modelFieldsSchema.shape[field].safeParse(value ?? undefined);
      if (!r.success) throw new Error(translate(r.error.issues[0].message, langOf(currentLanguage())));
    },
  };
}

/**
 * 新建模型: key, name, category, description, business type; on success the designer opens.
 * With `editing` (the designer's 模型属性) the key is fixed and the values go back to the designer,
 * which saves them with the draft.
 */
export default function ModelCreateModal({
  onCreated,
  onClose,
  editing,
  onEdited,
}: {
  onCreated?: (row: ModelRow) => void;
  onClose: () => void;
  editing?: ModelFields;
  onEdited?: (values: ModelFields) => void;
}) {
  const { t } = useTranslation('processModel');
  const { t: tp } = useTranslation('process');
  const [form] = Form.useForm<ModelFields>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    if (editing) return onEdited?.({ ...values, modelKey: editing.modelKey });
    setSaving(true);
    try {
      onCreated?.(await saveModel(values));
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length) form.setFields(e.fieldErrors.map((f) => ({ name: f.field as keyof ModelFields, errors: [f.message] })));
      else if (e instanceof ApiError) form.setFields([{ name: 'modelKey', errors: [e.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t(editing ? 'create.editTitle' : 'create.title')} onOk={submit} onCancel={onClose} confirmLoading={saving} okText={editing ? undefined : t('create.ok')} okButtonProps={testIdProps('model-create-ok')} destroyOnHidden>
      <Form form={form} name="modelForm" layout="vertical" requiredMark initialValues={editing}>
        <Form.Item name="modelKey" label={t('fields.modelKey')} rules={[{ required: true, message: translate('required', langOf(currentLanguage())) }, zodRule('modelKey')]} extra={t('create.keyHint')}>
          <Input maxLength={maxLengthOf(modelFieldsSchema, 'modelKey')} autoComplete="off" disabled={!!editing} />
        </Form.Item>
        <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, message: translate('required', langOf(currentLanguage())) }, zodRule('name')]}>
          <Input maxLength={maxLengthOf(modelFieldsSchema, 'name')} />
        </Form.Item>
        <Form.Item name="category" label={t('fields.category')} rules={[zodRule('category')]}>
          <Input maxLength={maxLengthOf(modelFieldsSchema, 'category')} />
        </Form.Item>
        <Form.Item name="businessType" label={t('fields.businessType')}>
          <Select allowClear options={workflowTypes.map((w) => ({ value: w, label: tp(`workflowTypes.${w}`) }))} />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={[zodRule('description')]}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(modelFieldsSchema, 'description')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
