import AreaIndexRedirect from '../../lifecycle/AreaIndexRedirect';

/** /project: the area's first page, 项目申请. */
export default function ProjectIndexRedirect() {
  return <AreaIndexRedirect target="/project/add" />;
}
