import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import '../login/login.css';

export interface Choice {
  key: string;
  to: string;
  icon: ReactNode;
  /** i18n keys in the registration namespace. */
  title: string;
  description: string;
}

/** A full-page choice between a few cards (system select, identity type, company account type). */
export function ChoiceScreen({ title, choices, footer }: { title: string; choices: Choice[]; footer?: ReactNode }) {
  const { t } = useTranslation(['registration', 'common']);
  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <Card style={{ width: 'min(960px, 94vw)' }}>
        <h1 className="login-title">{t('common:app.title')}</h1>
        <h2 className="login-subtitle">{t(title)}</h2>
        <Row gutter={[16, 16]}>
          {choices.map((c) => (
            <Col key={c.key} xs={24} md={24 / Math.min(choices.length, 3)}>
              <Link to={c.to} data-testid={`choice-${c.key}`}>
                <Card hoverable style={{ textAlign: 'center', height: '100%' }}>
                  <div style={{ fontSize: 40, color: '#25bcaf' }}>{c.icon}</div>
                  <h3>{t(c.title)}</h3>
                  <p style={{ color: '#666' }}>{t(c.description)}</p>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
        {footer && <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div>}
      </Card>
    </div>
  );
}
