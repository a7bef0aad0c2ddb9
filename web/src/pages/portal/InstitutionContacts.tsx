import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPortalInstitution, PORTAL_INSTITUTION_KEY } from '../../api/institution';

/** The footer's line of the registry institution (机构设置): its name and whichever service contacts it has set. */
export function InstitutionContacts() {
  const { t, i18n } = useTranslation('institution');
  const q = useQuery({ queryKey: PORTAL_INSTITUTION_KEY, queryFn: fetchPortalInstitution, staleTime: 5 * 60_000 });
  const i = q.data;
  if (!i) return null;
  const name = i18n.language === 'zh' ? i.institutionName : i.institutionNameEn || i.institutionName;
  const parts = [
    i.servicePhone && `${t('footer.phone')} ${i.servicePhone}`,
    i.serviceEmail && (
      <>
        {t('footer.email')} <a href={`mailto:${i.serviceEmail}`}>{i.serviceEmail}</a>
      </>
    ),
    i.address && `${t('footer.address')} ${i.address}${i.postalCode ? ` (${i.postalCode})` : ''}`,
    i.serviceHours && `${t('footer.hours')} ${i.serviceHours}`,
  ].filter(Boolean);
  return (
    <p data-testid="portal-institution">
      {i.website ? (
        <a href={i.website} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        name
      )}
      {parts.map((p, n) => (
        <span key={n}> · {p}</span>
      ))}
    </p>
  );
}
