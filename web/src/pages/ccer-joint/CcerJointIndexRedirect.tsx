import AreaIndexRedirect from '../lifecycle/AreaIndexRedirect';

/** /ccerJoint leads to 接口调用日志 (spec: the exchange-system link area redirects to invokingLog). */
export default function CcerJointIndexRedirect() {
  return <AreaIndexRedirect target="/ccerJoint/invokingLog" areaMenuId="24" />;
}
