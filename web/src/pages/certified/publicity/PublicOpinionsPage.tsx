import { fetchCertifiedOpinionList } from '../../../api/certified-publicity';
import { OpinionList } from '../../project-publicity/PublicOpinionsPage';

/**
 * 公示意见 (/certified/publicOpinions, menu 1609, function 025): the public comments on reduction applications, newest
 * first, by application (`?applyId=` from 公示减排量查询) or by project name; the owner and the named verification body
 * see those on their applications.
 */
export default function CertifiedPublicOpinionsPage() {
  return <OpinionList queryKey="certifiedPublicOpinions" load={fetchCertifiedOpinionList} />;
}
