import { portalColumnCodes } from '@ccer/contracts';
import { ColumnReleases } from './ColumnReleases';

/** /notice/guideList: the guides column (业务指南). */
export default function GuideListPage() {
  return <ColumnReleases code={portalColumnCodes.guide} />;
}
