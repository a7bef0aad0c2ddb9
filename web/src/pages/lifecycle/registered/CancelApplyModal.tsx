import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@ccer/contracts';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules, type ParseableSchema } from '../../../forms/zod-rules';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';
import { useSession } from '../../../session/session-store';

/**
 * What an area declares for asking to cancel a registered row (the project's 注销, the certification's 撤回): the body's
 * field naming the row, the texts, the choices a modal opened without a row offers, the call and the materials.
 */
export interface CancelApplyArea<R> {
  /** The texts' namespace (its `done`, fields.reason). */
  ns: string;
  /** The body's field naming the registered row (projectInfoId, certifiedInfoId). */
  idField: string;
  body: ParseableSchema;
  texts: { title: string; warning: string; subject: string; pick: string };
  testIds: { modal: string; select: string; reason: string };
  /** The caller's active rows by a name searched for, a page at a time (react-query key, loader). */
  choices: { key: string; load: (search: string) => Promise<{ rows: R[] }> };
  /** A choice's value and label, or undefined for one that may not be asked for (a cancellation is under audit). */
  choice: (row: R) => { value: string; label: string } | undefined;
  apply: (body: { id: string; reason: string; fileIds?: string[] }) => Promise<unknown>;
  /** The electronic document settings' business of the owner's materials. */
  documents: string;
  /** A 404 or 409 reloads the list. */
  reloadWhenStale?: boolean;
}

interface Props<R> {
  area: CancelApplyArea<R>;
  /** The row, when asked for from it (its id and the name the title shows); otherwise the modal offers choices. */
  subject?: { id: string; name: string };
  onDone: () => void;
  onClosed: () => void;
}

type Values = Record<string, string> & { reason: string; files?: Record<string, string[]> };

/**
 * 申请注销 / 申请撤回: a registered row, the reason and, for an owner, the materials of the electronic document
 * settings; the registry may start one without them.
 */
export default function CancelApplyModal<R>({ area, subject, onDone, onClosed }: Props<R>) {
  const { t } = useTranslation(area.ns);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const owner = Boolean(useSession().user?.custName);
  const [search, setSearch] = useState('');
  const choices = useQuery({ queryKey: [area.choices.key, search], queryFn: () => area.choices.load(search), enabled: !subject });
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => area.apply({ id: v[area.idField], reason: v.reason.trim(), fileIds: v.files ? Object.values(v.files).flat() : undefined }),
    doneText: t('done'),
    onDone,
    onStale: area.reloadWhenStale ? onDone : undefined,
  });
  return (
    <Modal
      open={open}
      title={subject ? `${t(area.texts.title)}：${subject.name}` : t(area.texts.title)}
      onOk={submit}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      width={640}
      data-testid={area.testIds.modal}
    >
      {holder}
      <Alert type="warning" showIcon message={t(area.texts.warning)} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ [area.idField]: subject?.id }}>
        <Form.Item name={area.idField} label={t(area.texts.subject)} hidden={!!subject} rules={zodFieldRules(area.body, area.idField)}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={choices.isFetching}
            placeholder={t(area.texts.pick)}
            options={(choices.data?.rows ?? []).flatMap((r) => area.choice(r) ?? [])}
            data-testid={area.testIds.select}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reason')} required rules={zodFieldRules(area.body, 'reason')}>
          <Input.TextArea rows={4} maxLength={maxLengthOf(area.body, 'reason')} showCount data-testid={area.testIds.reason} />
        </Form.Item>
        {owner && <BusinessDocuments businessCode={area.documents} />}
      </Form>
    </Modal>
  );
}
