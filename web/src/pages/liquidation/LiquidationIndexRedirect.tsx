import AreaIndexRedirect from '../lifecycle/AreaIndexRedirect';

/** /liquidation leads to 清算步骤 (spec: the settlement area redirects to step). */
export default function LiquidationIndexRedirect() {
  return <AreaIndexRedirect target="/liquidation/step" areaMenuId="30" />;
}
