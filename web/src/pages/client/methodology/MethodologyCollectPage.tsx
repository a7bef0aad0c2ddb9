import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { App as AntApp, Alert, Button, Card, Drawer, Empty, Form, Input, Popconfirm, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import {
  functionCodes as fc,
  methodologyCollectDocumentBusiness,
  methodologyCollectEditable,
  methodologyCollectFields,
  methodologyCollectSubmitBody,
  methodologyCollectTypesOf,
  METHODOLOGY_COLLECT_BUSINESS,
  type MethodologyCollectDetail,
  type MethodologyCollectRow,
  maxLengthOf,
} from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { getSession, getToken, loadSession, useSession } from '../../../session/session-store';
import { usePermission } from '../../../access';
import { LanguageSwitch } from '../../../shell/LanguageSwitch';
import { useUnsavedGuard } from '../../../shell/useUnsavedGuard';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules';
import { formatDateTime } from '../../../components/list-page/format';
import { messageLang } from '../../../message-lang';
import { OpinionTable, ProgressSteps } from '../../lifecycle/ProgressSteps';
import { deleteProposal, fetchMyProposals, fetchProposal, fetchProposalProgress, saveProposal, submitProposal, withdrawProposal } from '../../information/methodology-collect/methodology-collect-api';
import { NS, statusColor } from '../../information/methodology-collect/methodology-collect-shared';
import { ProposalFields } from '../../information/methodology-collect/ProposalFields';
import '../../login/login.css';
import { testIdProps } from '../../../components/test-id-props';

interface Values {
  title?: string;
  fieldCode?: string;
  projectTypes?: string[];
  summary?: string;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  files?: Record<string, string[]>;
}

const rules = (field: string) => zodFieldRules(methodologyCollectSubmitBody, field);
const blank = (v?: string) => (v?.trim() ? v.trim() : undefined);

/** The page's frame: outside the back office, for a signed-in client; without a token it sends to sign-in and back. */
function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (getToken() && getSession().status === 'idle') loadSession().catch(() => undefined);
  }, []);
  useEffect(() => {
    document.title = t('client.title');
  }, [t]);
  if (!getToken()) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <div className="login-page" style={{ alignItems: 'flex-start', padding: '48px 0', overflow: 'auto' }}>
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <main style={{ width: 'min(1100px, 96vw)' }}>
        <Card
          title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('client.title')}</h1>}
          extra={<Link to="/">{t('client.home')}</Link>}
        >
          {children}
        </Card>
      </main>
    </div>
  );
}

/** The proposal's form: save as a draft at any time (title only), or submit (every field and the documents). */
function ProposalForm({ editing, onSaved, onSubmitted, onCancel }: { editing: MethodologyCollectDetail | null; onSaved: (d: MethodologyCollectDetail) => void; onSubmitted: () => void; onCancel: () => void }) {
  const { t } = useTranslation(NS);
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'save' | 'submit'>();
  const [dirty, setDirty] = useState(false);
  // the row being written (set by the first save) and the version it was read at
  const [row, setRow] = useState<{ id: string; version: number } | null>(editing ? { id: editing.id, version: editing.version } : null);
  const { confirmLeave, release } = useUnsavedGuard(dirty);
  const lang = messageLang();
  const fieldCode = Form.useWatch('fieldCode', form);
  const types = fieldCode ? methodologyCollectTypesOf(fieldCode) : [];

  const bodyOf = (v: Values) => ({
    ...(row ? { id: row.id, version: row.version } : {}),
    title: v.title?.trim() ?? '',
    fieldCode: v.fieldCode,
    projectTypes: v.projectTypes ?? [],
    summary: blank(v.summary),
    contactName: blank(v.contactName),
    contactPhone: blank(v.contactPhone),
    contactEmail: blank(v.contactEmail),
    fileIds: v.files ? Object.values(v.files).flat().filter(Boolean) : [],
  });

  const run = async (kind: 'save' | 'submit') => {
    try {
      await form.validateFields(kind === 'save' ? ['title'] : undefined);
    } catch {
      return;
    }
    setBusy(kind);
    try {
      const values = form.getFieldsValue(true) as Values;
      if (kind === 'save') {
        const saved = await saveProposal(bodyOf(values));
        setRow({ id: saved.id, version: saved.version });
        setDirty(false);
        release();
        void message.success(t('messages.saved', { no: saved.proposalNo }));
        onSaved(saved);
      } else {
        const body = bodyOf(values);
        await submitProposal({ ...body, fieldCode: body.fieldCode ?? '', summary: body.summary ?? '', contactName: body.contactName ?? '', contactPhone: body.contactPhone ?? '', contactEmail: body.contactEmail ?? '' });
        setDirty(false);
        release();
        void message.success(t('messages.submitted'));
        onSubmitted();
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      const placed = applyServerErrors(form, e);
      if (placed === 0 && e instanceof Error) void message.error(e.message);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Card type="inner" title={editing ? t('client.editTitle', { no: editing.proposalNo }) : t('client.newTitle')} data-testid="proposal-form">
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '160px' }}
        labelWrap
        style={{ maxWidth: 900 }}
        onValuesChange={() => setDirty(true)}
        initialValues={{
          title: editing?.title,
          fieldCode: editing?.fieldCode ?? undefined,
          projectTypes: editing?.projectTypes.map((p) => p.typeId) ?? [],
          summary: editing?.summary ?? undefined,
          contactName: editing?.contactName ?? undefined,
          contactPhone: editing?.contactPhone ?? undefined,
          contactEmail: editing?.contactEmail ?? undefined,
        }}
      >
        <Form.Item name="title" label={t('fields.title')} rules={rules('title')}>
          <Input maxLength={maxLengthOf(methodologyCollectSubmitBody, 'title')} showCount placeholder={t('placeholders.title')} data-testid="proposal-title" />
        </Form.Item>
        <Form.Item name="fieldCode" label={t('fields.field')} rules={rules('fieldCode')}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('placeholders.field')}
            onChange={() => form.setFieldValue('projectTypes', [])}
            options={methodologyCollectFields.map((f) => ({ value: f.code, label: `${f.code} ${f[lang]}` }))}
            data-testid="proposal-field"
          />
        </Form.Item>
        <Form.Item name="projectTypes" label={t('fields.projectTypes')} extra={fieldCode && types.length === 0 ? t('hints.noTypes') : undefined} rules={rules('projectTypes')}>
          <Select
            mode="multiple"
            disabled={!fieldCode || types.length === 0}
            placeholder={t('placeholders.projectTypes')}
            options={types.map((p) => ({ value: p.typeId, label: `${p.typeId} ${lang === 'en' ? p.typeNameEn : p.typeName}` }))}
            data-testid="proposal-project-types"
          />
        </Form.Item>
        <Form.Item name="summary" label={t('fields.summary')} rules={rules('summary')}>
          <Input.TextArea rows={6} maxLength={maxLengthOf(methodologyCollectSubmitBody, 'summary')} showCount placeholder={t('placeholders.summary')} data-testid="proposal-summary" />
        </Form.Item>
        <BusinessDocuments businessCode={methodologyCollectDocumentBusiness} linked={row ? { businessType: METHODOLOGY_COLLECT_BUSINESS, businessKey: row.id } : undefined} />
        <Form.Item name="contactName" label={t('fields.contactName')} rules={rules('contactName')}>
          <Input maxLength={maxLengthOf(methodologyCollectSubmitBody, 'contactName')} data-testid="proposal-contact-name" />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('fields.contactPhone')} rules={rules('contactPhone')}>
          <Input maxLength={20} data-testid="proposal-contact-phone" />
        </Form.Item>
        <Form.Item name="contactEmail" label={t('fields.contactEmail')} rules={rules('contactEmail')}>
          <Input maxLength={maxLengthOf(methodologyCollectSubmitBody, 'contactEmail')} data-testid="proposal-contact-email" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button onClick={() => void run('save')} loading={busy === 'save'} disabled={busy === 'submit'} data-testid="proposal-save">
              {t('actions.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => void run('submit')} loading={busy === 'submit'} disabled={busy === 'save'} data-testid="proposal-submit">
              {t('actions.submit')}
            </Button>
            <Button onClick={() => confirmLeave(onCancel)} disabled={!!busy}>
              {t('actions.cancel')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** One own proposal in a drawer: its fields, the registry's opinion and its progress. */
function ProposalDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const detail = useQuery({ queryKey: ['myMethodologyProposal', id], queryFn: () => fetchProposal(id) });
  const progress = useQuery({ queryKey: ['myMethodologyProposalProgress', id, detail.data?.status], queryFn: () => fetchProposalProgress(id), enabled: !!detail.data && detail.data.status !== 'draft' });
  return (
    <Drawer open width={Math.min(900, window.innerWidth)} title={detail.data ? `${t('title.detail')} ${detail.data.proposalNo}` : t('title.detail')} onClose={onClose} data-testid="proposal-drawer">
      {detail.isLoading ? (
        <Spin />
      ) : detail.data ? (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <ProposalFields proposal={detail.data} />
          {progress.data && (
            <>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('progress.title')}
              </Typography.Title>
              <ProgressSteps nodes={progress.data} testId="proposal-progress-steps" />
              <OpinionTable nodes={progress.data} />
            </>
          )}
        </Space>
      ) : (
        <Empty description={t('empty.notFound')} />
      )}
    </Drawer>
  );
}

/**
 * /client/methodology/collect (issue 14): a signed-in client (115) writes methodology proposals — saved as drafts and
 * submitted for the registry's review — and follows them: the status, the registry's opinion, the progress; a proposal
 * still in review may be withdrawn, a withdrawn one edited and submitted again. Only the own (the company's) proposals.
 */
export default function MethodologyCollectPage() {
  const { t } = useTranslation(NS);
  const { message } = AntApp.useApp();
  const session = useSession();
  const allowed = usePermission(fc.methodologyPropose);
  // null: no form; 'new': a new proposal; else the proposal being edited
  const [editing, setEditing] = useState<MethodologyCollectDetail | 'new' | null>(null);
  const [viewing, setViewing] = useState<string>();
  const [page, setPage] = useState(1);
  const mine = useQuery({ queryKey: ['myMethodologyProposals', page], queryFn: () => fetchMyProposals({ pageNumber: page, pageSize: 10 }), enabled: session.status === 'ready' && allowed });

  const edit = async (r: MethodologyCollectRow) => {
    const d = await fetchProposal(r.id);
    if (d) setEditing(d);
  };
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      void message.success(done);
    } catch (e) {
      if (e instanceof Error && !(e instanceof ApiError && e.status === 401)) void message.error(e.message);
    }
    void mine.refetch();
  };

  if (session.status !== 'ready')
    return (
      <Frame>
        <Spin />
      </Frame>
    );
  if (!allowed)
    return (
      <Frame>
        <Alert type="warning" showIcon message={t('client.noPermission')} data-testid="proposal-no-permission" />
      </Frame>
    );
  return (
    <Frame>
      <Space direction="vertical" style={{ width: '100%' }} size="large" data-testid="methodology-collect-client">
        <Alert type="info" showIcon message={t('client.intro')} />
        {editing ? (
          <ProposalForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing === 'new' ? null : editing}
            onSaved={() => void mine.refetch()}
            onSubmitted={() => {
              setEditing(null);
              void mine.refetch();
            }}
            onCancel={() => {
              setEditing(null);
              void mine.refetch();
            }}
          />
        ) : (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="proposal-new">
            {t('actions.new')}
          </Button>
        )}
        <section aria-labelledby="my-proposals">
          <Typography.Title level={2} id="my-proposals" style={{ fontSize: 16 }}>
            {t('client.mine')}
          </Typography.Title>
          <Table<MethodologyCollectRow>
            rowKey="id"
            size="middle"
            loading={mine.isFetching}
            dataSource={mine.data?.rows ?? []}
            scroll={{ x: 900 }}
            data-testid="my-proposals"
            locale={{ emptyText: <Empty description={t('client.none')} /> }}
            pagination={{ current: page, pageSize: 10, total: mine.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            columns={[
              { title: t('fields.proposalNo'), dataIndex: 'proposalNo', width: 170 },
              { title: t('fields.title'), dataIndex: 'title', ellipsis: true },
              { title: t('fields.field'), dataIndex: 'fieldName', width: 180, ellipsis: true, render: (v: string | null) => v ?? '-' },
              {
                title: t('fields.status'),
                dataIndex: 'status',
                width: 100,
                render: (v: string, r) => (
                  <Tag color={statusColor[v]} data-testid={`proposal-status-${r.id}`}>
                    {r.statusName}
                  </Tag>
                ),
              },
              { title: t('fields.opinion'), dataIndex: 'opinion', ellipsis: true, render: (v: string | null, r) => <span data-testid={`proposal-opinion-${r.id}`}>{v || '-'}</span> },
              { title: t('fields.submittedAt'), dataIndex: 'submittedAt', width: 170, render: formatDateTime },
              {
                title: t('fields.operations'),
                key: 'ops',
                width: 200,
                render: (_: unknown, r) => (
                  <Space size={0} wrap>
                    <Button type="link" size="small" onClick={() => setViewing(r.id)} data-testid={`proposal-view-${r.id}`}>
                      {t('actions.detail')}
                    </Button>
                    {methodologyCollectEditable.includes(r.status) && (
                      <Button type="link" size="small" onClick={() => void edit(r)} disabled={!!editing} data-testid={`proposal-edit-${r.id}`}>
                        {t('actions.edit')}
                      </Button>
                    )}
                    {r.status === 'draft' && (
                      <Popconfirm title={t('confirm.delete')} onConfirm={() => act(() => deleteProposal(r.id), t('messages.deleted'))} okButtonProps={testIdProps('confirm-ok')}>
                        <Button type="link" size="small" danger data-testid={`proposal-delete-${r.id}`}>
                          {t('actions.delete')}
                        </Button>
                      </Popconfirm>
                    )}
                    {r.status === 'auditing' && (
                      <Popconfirm title={t('confirm.withdraw')} onConfirm={() => act(() => withdrawProposal(r.id), t('messages.withdrawn'))} okButtonProps={testIdProps('confirm-ok')}>
                        <Button type="link" size="small" danger data-testid={`proposal-withdraw-${r.id}`}>
                          {t('actions.withdraw')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </section>
      </Space>
      {viewing && <ProposalDrawer id={viewing} onClose={() => setViewing(undefined)} />}
    </Frame>
  );
}
