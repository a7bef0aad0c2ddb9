import { useRef, useState } from 'react';
import { Button, Card, Flex, Modal, Result, Skeleton, Space, Tabs, Tag, Tooltip, Typography, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelDetail, ModelRow } from '@ccer/contracts';
import { ApiError } from '../../../../api/http';
import { deployModel, fetchModelDetail, saveModel } from '../../../../api/models';
import BpmnDesigner, { type BpmnDesignerHandle } from './designer/BpmnDesigner';
import FormsEditor, { type FormsEditorHandle } from './designer/FormsEditor';
import { modelStatusColors } from './model-rules';
import ModelCreateModal from './ModelCreateModal';
import { useUnsavedGuard } from '../../../../shell/useUnsavedGuard';
// bpmn-js, its properties panel, bpmnlint and form-js styles: loaded with this page only
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import '@bpmn-io/properties-panel/dist/assets/properties-panel.css';
import 'bpmn-js-bpmnlint/dist/assets/css/bpmn-js-bpmnlint.css';
import '@bpmn-io/form-js/dist/assets/form-js.css';
import '@bpmn-io/form-js/dist/assets/form-js-editor.css';
import './model-designer.css';
import { testIdProps } from '../../../../components/test-id-props';

const LIST_PATH = '/system/process/model';

/** 流程设计 (/system/process/model/design?modelKey=, hidden under menu 402001). */
export default function ModelDesignPage() {
  const { t } = useTranslation('processModel');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modelKey = params.get('modelKey') ?? '';
  const q = useQuery({ queryKey: ['processModel', modelKey], queryFn: () => fetchModelDetail(modelKey), enabled: !!modelKey, retry: false, refetchOnWindowFocus: false, staleTime: Infinity });

  if (!modelKey || q.isError) return <Result status="404" title={t('design.notFound')} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('design.back')}</Button>} />;
  if (q.isPending) return <Skeleton active />;
  return <Designer key={modelKey} detail={q.data} />;
}

function Designer({ detail }: { detail: ModelDetail }) {
  const { t } = useTranslation('processModel');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [messageApi, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [model, setModel] = useState<ModelRow>(detail.model);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'deploy'>();
  const [editingFields, setEditingFields] = useState(false);
  const designer = useRef<BpmnDesignerHandle>(null);
  const formsEditor = useRef<FormsEditorHandle>(null);
  const markDirty = () => setDirty(true);
  // every way out (返回, the tab's ×, close others / all, navigation, reload) asks while dirty
  const guard = useUnsavedGuard(dirty);

  const report = (e: unknown) => {
    if (e instanceof ApiError && e.status === 401) return;
    const text = e instanceof ApiError && e.fieldErrors[0] ? e.fieldErrors.map((f) => f.message).join('；') : e instanceof Error ? e.message : String(e);
    void messageApi.error(text, 6);
  };

  /** Saves the diagram and the forms as the draft; returns the saved row. */
  const save = async (): Promise<ModelRow> => {
    const bpmnXml = await designer.current!.saveXML();
    const forms = formsEditor.current?.forms() ?? detail.forms;
    const row = await saveModel({
      id: model.id ?? undefined,
      version: model.id ? model.version : undefined,
      modelKey: model.modelKey,
      name: model.name,
      category: model.category ?? undefined,
      description: model.description ?? undefined,
      businessType: model.businessType ?? undefined,
      bpmnXml,
      forms,
    });
    setModel(row);
    setDirty(false);
    void queryClient.invalidateQueries({ queryKey: ['processModel', model.modelKey] });
    return row;
  };

  const onSave = async () => {
    setBusy('save');
    try {
      await save();
      void messageApi.success(t('saveDone'));
    } catch (e) {
      report(e);
    } finally {
      setBusy(undefined);
    }
  };

  const onDeploy = () => {
    const lint = designer.current?.lint() ?? { errors: 0, warnings: 0 };
    modal.confirm({
      title: t('confirmTitle'),
      content: (
        <Space direction="vertical">
          <span>{t('confirmDeploy')}</span>
          {lint.errors + lint.warnings > 0 && <Typography.Text type={lint.errors ? 'danger' : 'warning'}>{t('design.lintSummary', { ...lint })}</Typography.Text>}
        </Space>
      ),
      okButtonProps: testIdProps('confirm-ok'),
      cancelButtonProps: testIdProps('confirm-cancel'),
      onOk: async () => {
        setBusy('deploy');
        try {
          const saved = await save();
          const row = await deployModel(saved.modelKey, saved.version);
          setModel(row);
          void messageApi.success(t('deployDone', { version: row.deployedVersion }));
        } catch (e) {
          report(e);
        } finally {
          setBusy(undefined);
        }
      },
    });
  };

  const status = dirty && model.status === 'published' ? 'modified' : model.status;
  return (
    <Card
      size="small"
      title={
        <Space>
          <span data-testid="design-title">{model.name}</span>
          <Typography.Text type="secondary">{model.modelKey}</Typography.Text>
          <Tag color={modelStatusColors[status]} data-testid="design-status">{t(`status.${status}`)}</Tag>
          {model.deployedVersion && <Tag>{t('design.deployedVersion', { version: model.deployedVersion })}</Tag>}
          {dirty && <Typography.Text type="warning">{t('design.unsaved')}</Typography.Text>}
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => guard.confirmLeave(() => navigate(LIST_PATH))} data-testid="design-back">{t('design.back')}</Button>
          <Button onClick={() => setEditingFields(true)} data-testid="design-fields">{t('design.fields')}</Button>
          <Tooltip title={t('design.saveHint')}>
            <Button onClick={onSave} loading={busy === 'save'} disabled={!!busy} data-testid="design-save">{t('design.save')}</Button>
          </Tooltip>
          <Button type="primary" onClick={onDeploy} loading={busy === 'deploy'} disabled={!!busy} data-testid="design-deploy">{t('design.deploy')}</Button>
        </Space>
      }
    >
      {messageHolder}
      {modalHolder}
      {editingFields && (
        <ModelCreateModal
          editing={{ modelKey: model.modelKey, name: model.name, category: model.category ?? undefined, description: model.description ?? undefined, businessType: model.businessType ?? undefined }}
          onClose={() => setEditingFields(false)}
          onEdited={(values) => {
            designer.current?.setProcessName(values.name);
            setModel({ ...model, name: values.name, category: values.category ?? null, description: values.description ?? null, businessType: values.businessType ?? null });
            setDirty(true);
            setEditingFields(false);
          }}
        />
      )}
      <Tabs
        items={[
          { key: 'diagram', label: <span data-testid="design-tab-diagram">{t('design.tabDiagram')}</span>, children: <BpmnDesigner ref={designer} xml={detail.bpmnXml} onChange={markDirty} /> },
          {
            key: 'forms',
            label: <span data-testid="design-tab-forms">{t('design.tabForms')}</span>,
            children: <FormsEditor ref={formsEditor} initial={detail.forms} modelKey={model.modelKey} onChange={markDirty} />,
          },
        ]}
      />
      <Flex justify="flex-end">
        <Typography.Text type="secondary">{t('design.keyIsProcessId', { key: model.modelKey })}</Typography.Text>
      </Flex>
    </Card>
  );
}
