import { BankOutlined, FileDoneOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStores } from '../app/StoresContext';

const texts = {
  eyebrow: 'Для участников 44-ФЗ, 223-ФЗ, 615-ПП и коммерческих закупок',
  title: 'Банковская гарантия для закупки — одной заявкой во многие банки',
  lead: 'Заполните заявку один раз, отправьте её сразу в несколько банков и выберите лучшее предложение. Подписание электронной подписью, чат с банком и сопровождение сделки — до выпуска гарантии.',
  login: 'Войти',
  register: 'Зарегистрироваться',
  toRequests: 'Перейти к заявкам',
  features: [
    { title: 'Одна заявка — много банков', text: 'Анкета, отчётность и документы собираются один раз; каждый банк получает их в нужном ему виде.' },
    { title: 'Сравнение предложений', text: 'Комиссии и условия банков приходят в одно место: видно, кто предложил лучшую цену и кто запросил документы.' },
    { title: 'Электронная подпись', text: 'Заявки, согласия и документы по сделке подписываются квалифицированной электронной подписью прямо в браузере.' },
    { title: 'Сопровождение до выпуска', text: 'Статусы, чат с банком, счёт на оплату и выпущенная гарантия — в личном кабинете и в уведомлениях.' },
  ],
  stepsTitle: 'Как это работает',
  steps: [
    'Найдите закупку по номеру или укажите данные коммерческой закупки',
    'Заполните параметры гарантии и сведения о компании',
    'Выберите банки и отправьте заявку',
    'Примите лучшее предложение, подпишите документы и оплатите комиссию',
  ],
  documents: 'Документы платформы',
};

const icons = [<BankOutlined key="b" />, <ThunderboltOutlined key="t" />, <SafetyCertificateOutlined key="s" />, <FileDoneOutlined key="f" />];

/** The landing page: what the platform does, and the ways in. */
const IndexPage = observer(function IndexPage() {
  const root = useStores();
  const { session, routes, config } = root;
  return (
    <div className="landing">
      <section className="landing-hero">
        <span className="landing-eyebrow">{texts.eyebrow}</span>
        <Typography.Title level={1} className="landing-title">
          {texts.title}
        </Typography.Title>
        <Typography.Paragraph className="landing-lead">{texts.lead}</Typography.Paragraph>
        <div className="landing-actions">
          {session.hasToken ? (
            <Link to={root.homePath}>
              <Button type="primary" size="large">
                {texts.toRequests}
              </Button>
            </Link>
          ) : (
            <>
              <Link to={root.loginPath}>
                <Button type="primary" size="large">
                  {texts.login}
                </Button>
              </Link>
              {config.registrationEnabled && (
                <Link to={routes.path('Register')}>
                  <Button size="large">{texts.register}</Button>
                </Link>
              )}
            </>
          )}
        </div>
      </section>
      <Row gutter={[20, 20]} className="landing-features">
        {texts.features.map((feature, index) => (
          <Col xs={24} sm={12} lg={6} key={feature.title}>
            <Card className="panel landing-feature">
              <div className="landing-feature-icon">{icons[index]}</div>
              <Typography.Title level={3}>{feature.title}</Typography.Title>
              <Typography.Paragraph className="muted">{feature.text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <section className="landing-steps">
        <Typography.Title level={2}>{texts.stepsTitle}</Typography.Title>
        <ol>
          {texts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link to={routes.path('Documents')}>{texts.documents}</Link>
      </section>
    </div>
  );
});

export default IndexPage;
