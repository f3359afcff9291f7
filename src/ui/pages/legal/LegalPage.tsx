import { Card, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useRouteName } from '../../app/RouteNameContext';
import { useStores } from '../../app/StoresContext';
import { fillParties, legalFileName, loadLegalText, parseLegalText, type LegalBlock } from './legalText';

const texts = {
  documents: 'Все документы',
  missing: 'Текст документа не найден.',
};

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'title':
      return (
        <Typography.Title level={1} className="legal-title">
          {block.text}
        </Typography.Title>
      );
    case 'heading':
      return <Typography.Title level={2}>{block.text}</Typography.Title>;
    case 'note':
      return <Typography.Paragraph className="muted">{block.text}</Typography.Paragraph>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    default:
      return <Typography.Paragraph>{block.text}</Typography.Paragraph>;
  }
}

/** Every legal path renders through this one component; the texts are data in ./texts. */
const LegalPage = observer(function LegalPage() {
  const { route, routes } = useStores();
  const routeName = useRouteName() ?? 'LegalDocument';
  const { document = '', fo } = useParams();
  const [blocks, setBlocks] = useState<LegalBlock[] | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    setBlocks(undefined);
    void loadLegalText(legalFileName(routeName, document)).then((raw) => {
      if (!active) return;
      const parsed = raw === null ? null : parseLegalText(fillParties(raw, fo));
      setBlocks(parsed);
      const title = parsed?.find((block) => block.kind === 'title');
      if (title) route.overrideTitle(title.text);
    });
    return () => {
      active = false;
    };
  }, [routeName, document, fo, route]);

  return (
    <article className="legal-page">
      <Card className="panel legal-card">
        {blocks === undefined && <Skeleton active paragraph={{ rows: 12 }} />}
        {blocks === null && <Typography.Paragraph>{texts.missing}</Typography.Paragraph>}
        {blocks?.map((block, index) => <Block key={index} block={block} />)}
      </Card>
      <div className="legal-back">
        <Link to={routes.path('Documents')}>{texts.documents}</Link>
      </div>
    </article>
  );
});

export default LegalPage;
