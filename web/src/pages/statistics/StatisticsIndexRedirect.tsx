import AreaIndexRedirect from '../lifecycle/AreaIndexRedirect';

/** /statistical-report leads to 抵销统计, or to the first statistics page the person has. */
export default function StatisticsIndexRedirect() {
  return <AreaIndexRedirect target="/statistical-report/offset" areaMenuId="35" />;
}
