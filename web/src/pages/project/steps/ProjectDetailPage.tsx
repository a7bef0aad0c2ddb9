import AreaDetail from '../../lifecycle/AreaDetail';
import { projectArea } from './project-area';

/** 项目详情 /project/detail (hidden under 1301): the application, its progress and opinions. */
export default function ProjectDetailPage() {
  return <AreaDetail area={projectArea} backPath="/project/add" />;
}
