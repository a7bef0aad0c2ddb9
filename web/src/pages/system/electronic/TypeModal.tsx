import { Checkbox, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import {
  documentExtensions,
  documentTypeAddBody,
  documentTypeStatuses,
  sizeUnits,
  TYPE_NAME_EN_MAX,
  TYPE_NAME_MAX,
  type DocumentTypeAddBody,
  type DocumentTypeRow,
} from '@ccer/contracts';
import { addDocumentType, editDocumentType } from '../../../api/electronic';
import { zodFieldRules } from '../../../forms/zod-rules';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { testIdProps } from '../../../components/test-id-props';

interface Props {
  /** The type being edited; absent: a new one. */
  type?: DocumentTypeRow;
  messageApi: MessageInstance;
  onSaved: () => void;
  onClosed: () => void;
}

type Values = Required<Pick<DocumentTypeAddBody, 'typeNo' | 'typeName' | 'extensions' | 'sizeLimit' | 'unit' | 'status' | 'sort'>> & { typeNameEn?: string };

/** Adds or edits a document type: names, formats, size limit and unit, status, order. The code is fixed once added. */
export default function TypeModal({ type, messageApi, onSaved, onClosed }: Props) {
  const { t } = useTranslation('electronic');
  const [form] = Form.useForm<Values>();
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => {
      const body = { ...v, typeNameEn: v.typeNameEn?.trim() ?? '' };
      return type ? editDocumentType({ ...body, typeNo: type.typeNo, version: type.version }) : addDocumentType(body);
    },
    doneText: t(type ? 'type.saved' : 'type.added'),
    onDone: onSaved,
    onStale: onSaved,
  });
  const rules = (field: keyof Values) => zodFieldRules(documentTypeAddBody, field);

  return (
    <Modal
      open={open}
      title={t(type ? 'type.title.edit' : 'type.title.add')}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      onOk={submit}
      confirmLoading={busy}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={testIdProps('type-submit')}
    >
      <Form
        form={form}
        name="documentType"
        layout="vertical"
        initialValues={
          type
            ? { typeNo: type.typeNo, typeName: type.typeName, typeNameEn: type.typeNameEn, extensions: type.extensions, sizeLimit: type.sizeLimit, unit: type.unit, status: type.status, sort: type.sort }
            : { extensions: ['pdf'], unit: 'MB', status: '1', sort: 0 }
        }
      >
        <Form.Item name="typeNo" label={t('type.fields.typeNo')} rules={type ? [] : rules('typeNo')}>
          <Input maxLength={3} disabled={Boolean(type)} placeholder="P01" data-testid="type-no" />
        </Form.Item>
        <Form.Item name="typeName" label={t('type.fields.typeName')} rules={rules('typeName')}>
          <Input maxLength={TYPE_NAME_MAX} data-testid="type-name" />
        </Form.Item>
        <Form.Item name="typeNameEn" label={t('type.fields.typeNameEn')} rules={rules('typeNameEn')}>
          <Input maxLength={TYPE_NAME_EN_MAX} data-testid="type-name-en" />
        </Form.Item>
        <Form.Item name="extensions" label={t('type.fields.extensions')} rules={rules('extensions')}>
          <Checkbox.Group options={documentExtensions.map((e) => ({ value: e, label: e }))} data-testid="type-extensions" />
        </Form.Item>
        <Form.Item label={t('type.fields.sizeLimit')} required>
          <Space.Compact>
            <Form.Item name="sizeLimit" noStyle rules={rules('sizeLimit')} dependencies={['unit']}>
              <InputNumber min={0.01} precision={2} style={{ width: 160 }} data-testid="type-size" />
            </Form.Item>
            <Form.Item name="unit" noStyle rules={rules('unit')}>
              <Select options={sizeUnits.map((u) => ({ value: u, label: u }))} style={{ width: 80 }} data-testid="type-unit" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="status" label={t('type.fields.status')} rules={rules('status')}>
          <Radio.Group options={documentTypeStatuses.map((c) => ({ value: c, label: t(`type.statuses.${c}`) }))} />
        </Form.Item>
        <Form.Item name="sort" label={t('type.fields.sort')} rules={rules('sort')}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
