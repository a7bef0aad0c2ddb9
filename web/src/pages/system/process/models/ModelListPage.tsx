import { useRef, useState } from 'react';
import { Checkbox, Modal, Tag, Upload, Button, message } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, modelStatuses, type ModelRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../../components/list-page/types';
import { useAccess } from '../../../../access';
import { ApiError } from '../../../../api/http';
import { deleteModel, deployModel, downloadModel, fetchModels, modelDesignPath, uploadModel } from '../../../../api/models';
import ModelCreateModal from './ModelCreateModal';
import DeploymentHistoryDrawer from './DeploymentHistoryDrawer';
import { canDelete, canDeploy, hasDeployments, modelStatusColors, readFileText } from './model-rules';
import { testIdProps } from '../../../../components/test-id-props';

/**
 * 流程模型 (/system/process/model, menu 402001, function code 095): models and the definitions
 * deployed without one; 设计 opens the designer, 部署 and 删除 after a confirmation, 下载 the XML,
 * 部署历史 in a drawer; 上传 a BPMN file, 新建 a model.
 */
export default function ModelListPage() {
  const { t } = useTranslation('processModel');
  const { t: tp } = useTranslation('process');
  const { hasFunc } = useAccess();
  const navigate = useNavigate();
  const [messageApi, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const list = useRef<ListPageHandle>(null);
  const [creating, setCreating] = useState(false);
  const [history, setHistory] = useState<ModelRow>();
  const refresh = () => list.current?.refresh();
  const text = (v?: string | null) => v || '-';

  /** Errors the gateway sends back (a 409, a field message) are shown; the list is reloaded either way. */
  const report = (e: unknown) => {
    if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof ApiError && e.fieldErrors[0] ? e.fieldErrors[0].message : e instanceof Error ? e.message : String(e), 4);
  };

  const deploy = async (r: ModelRow) => {
    try {
      const row = await deployModel(r.modelKey, r.version);
      void messageApi.success(t('deployDone', { version: row.deployedVersion }));
    } catch (e) {
      report(e);
    }
    await refresh();
  };

  /** 删除: a confirmation that may also remove the engine deployments (refused while instances run). */
  const remove = (r: ModelRow) => {
    let cascade = false;
    modal.confirm({
      title: t('confirmTitle'),
      content: (
        <div>
          <p>{t('confirmDelete', { name: r.name })}</p>
          {hasDeployments(r) && (
            <Checkbox onChange={(e) => (cascade = e.target.checked)} data-testid="delete-cascade">
              {t('deleteCascade')}
            </Checkbox>
          )}
        </div>
      ),
      okButtonProps: testIdProps('confirm-ok', { danger: true }),
      cancelButtonProps: testIdProps('confirm-cancel'),
      onOk: async () => {
        try {
          await deleteModel(r.modelKey, r.version, cascade);
          void messageApi.success(t('deleteDone'));
        } catch (e) {
          report(e);
        }
        await refresh();
      },
    });
  };

  const upload = async (file: File) => {
    try {
      const row = await uploadModel({ fileName: file.name, bpmnXml: await readFileText(file) });
      void messageApi.success(t('uploadDone', { key: row.modelKey }));
      await refresh();
    } catch (e) {
      report(e);
    }
    return false; // the file is sent as JSON above, not by antd's uploader
  };

  const declaration: ListPageProps<ModelRow> = {
    queryKey: 'processModels',
    load: fetchModels,
    rowKey: 'modelKey',
    searchFields: [
      { name: 'name', label: 'processModel:fields.name', kind: 'input' },
      { name: 'modelKey', label: 'processModel:fields.modelKey', kind: 'input' },
      { name: 'category', label: 'processModel:fields.category', kind: 'input' },
      { name: 'status', label: 'processModel:fields.status', kind: 'select', options: modelStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })) },
    ],
    // status right after the version, so the state of every row shows without scrolling
    columns: [
      { title: 'processModel:fields.name', dataIndex: 'name', ellipsis: true, width: 180 },
      { title: 'processModel:fields.modelKey', dataIndex: 'modelKey', ellipsis: true, width: 180 },
      { title: 'processModel:fields.version', dataIndex: 'deployedVersion', width: 70, render: (v: number | null) => (v ? `v${v}` : '-') },
      {
        title: 'processModel:fields.status',
        dataIndex: 'status',
        width: 140,
        render: (_v, r) => (
          <Tag color={modelStatusColors[r.status]} data-testid={`model-status-${r.modelKey}`}>
            {t(`status.${r.status}`)}
            {r.source === 'engine' ? ` · ${t('engineOnly')}` : ''}
          </Tag>
        ),
      },
      { title: 'processModel:fields.category', dataIndex: 'category', width: 100, ellipsis: true, render: text },
      { title: 'processModel:fields.businessType', dataIndex: 'businessType', width: 120, ellipsis: true, render: (v: string | null) => (v ? tp(`workflowTypes.${v}`, { defaultValue: v }) : '-') },
      { title: 'processModel:fields.description', dataIndex: 'description', ellipsis: true, width: 200, render: text },
      { title: 'processModel:fields.updatedAt', dataIndex: 'updatedAt', width: 170, render: formatDateTime },
    ],
    rowOperations: [
      { key: 'design', label: 'processModel:actions.design', func: functionCodes.modelManage, onClick: (r) => navigate(modelDesignPath(r.modelKey)) },
      { key: 'deploy', label: 'processModel:actions.deploy', func: functionCodes.modelManage, visible: canDeploy, confirm: 'processModel:confirmDeploy', onClick: deploy },
      { key: 'history', label: 'processModel:actions.history', func: functionCodes.modelManage, visible: hasDeployments, onClick: setHistory },
      { key: 'download', label: 'processModel:actions.download', func: functionCodes.modelManage, onClick: (r) => downloadModel(r.modelKey).catch(report) },
      { key: 'delete', label: 'processModel:actions.delete', func: functionCodes.modelManage, visible: canDelete, danger: true, onClick: remove },
    ],
    toolbar: [{ key: 'add', label: 'processModel:actions.add', func: functionCodes.modelManage, icon: <PlusOutlined />, onClick: () => setCreating(true) }],
    toolbarExtra: hasFunc(functionCodes.modelManage) ? (
      <Upload accept=".bpmn,.xml,application/xml,text/xml" showUploadList={false} beforeUpload={upload}>
        <Button icon={<UploadOutlined />} data-testid="model-upload">
          {t('actions.upload')}
        </Button>
      </Upload>
    ) : undefined,
  };

  return (
    <>
      {messageHolder}
      {modalHolder}
      <ListPage<ModelRow> ref={list} {...declaration} />
      {creating && (
        <ModelCreateModal
          onClose={() => setCreating(false)}
          onCreated={(row) => {
            setCreating(false);
            void messageApi.success(t('saveDone'));
            navigate(modelDesignPath(row.modelKey));
          }}
        />
      )}
      {history && <DeploymentHistoryDrawer row={history} onClose={() => setHistory(undefined)} />}
    </>
  );
}
