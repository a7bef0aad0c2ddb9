import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Input, Space, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { showFieldErrors, zodFieldRules, type ParseableSchema } from '../../../forms/zod-rules';
import { formFieldErrors } from '../../project/registered/edit-changes';

/** What an area declares for the registry's edit of a registered row (the project's 078, the certification's 080). */
export interface InsideEditArea {
  /** The texts' namespace: title.edit, editHint, fields.modifyExplanation, actions.save, noChange, done. */
  ns: string;
  /** The edit body (the explanation's rule). */
  body: ParseableSchema;
  /** Test ids `${testIdPrefix}inside-edit-page`, `-inside-edit-save` and `${testIdPrefix}modify-explanation`. */
  testIdPrefix: string;
}

interface Props<V> {
  area: InsideEditArea;
  /** What the title names. */
  name: string;
  back: ReactNode;
  initial: V;
  /** The area's fields. */
  fields: ReactNode;
  /** The changed fields only; empty when nothing changed (then 未做任何修改！ without a call). */
  changed: (initial: V, values: Record<string, unknown>) => Record<string, unknown>;
  /** The edit call. */
  save: (changes: Record<string, unknown>, modifyExplanation: string) => Promise<void>;
  /** After the success toast (reload, back to the detail). */
  saved: () => Promise<void>;
  /** The change log's card. */
  changeLog: { title: string; table: ReactNode };
}

/**
 * The registry's edit form of a registered row: the area's fields and the explanation the change log keeps; only the
 * changed fields are sent, the gateway's field errors (`changes.<field>`) go on their fields.
 */
export default function InsideEditForm<V extends object>({ area, name, back, initial, fields, changed, save, saved, changeLog }: Props<V>) {
  const { t } = useTranslation(area.ns);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const id = area.testIdPrefix;

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const changes = changed(initial, values);
    if (Object.keys(changes).length === 0) {
      void messageApi.warning(t('noChange'));
      return;
    }
    setBusy(true);
    try {
      await save(changes, String(values.modifyExplanation ?? '').trim());
      void messageApi.success(t('done'));
      await saved();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      const placed = e instanceof ApiError ? showFieldErrors(form, formFieldErrors(e.fieldErrors), { scroll: true }) : 0;
      if (placed === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={`${id}inside-edit-page`}>
      {holder}
      <Card title={`${t('title.edit')}：${name}`} extra={back}>
        <Alert type="info" showIcon message={t('editHint')} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" initialValues={initial} scrollToFirstError={{ block: 'center' }}>
          {fields}
          <Form.Item name="modifyExplanation" label={t('fields.modifyExplanation')} required rules={zodFieldRules(area.body, 'modifyExplanation')}>
            <Input.TextArea rows={3} maxLength={maxLengthOf(area.body, 'modifyExplanation')} showCount data-testid={`${id}modify-explanation`} />
          </Form.Item>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid={`${id}inside-edit-save`}>
            {t('actions.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t(changeLog.title)} size="small">
        {changeLog.table}
      </Card>
    </Space>
  );
}
