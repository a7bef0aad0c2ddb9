import AreaIndexRedirect from '../../lifecycle/AreaIndexRedirect';

/** /project: the area's first page, 项目申请 (or the first the person has). */
export default function ProjectIndexRedirect() {
  return <AreaIndexRedirect target="/project/add" areaMenuId="13" />;
}
