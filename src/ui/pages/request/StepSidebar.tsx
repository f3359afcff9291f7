import { CheckOutlined } from '@ant-design/icons';
import { Card, Progress, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { requestStepsConfig, type StepBlock } from '../../../domain/steps/requestSteps';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { BankChoice } from './BankChoice';
import { requestTexts } from './texts';

const t = requestTexts.form;

/** Progress of each block as count of total, and its share (as of the last pause in typing). */
export const BlockProgress = observer(function BlockProgress({ form }: { form: RequestFormStore }) {
  const progress = form.shownProgress;
  return (
    <div>
      {(Object.keys(requestStepsConfig.blocks) as StepBlock[]).map((block) => {
        const { count_points: count, total_points: total } = progress[block];
        // A block with nothing to count is not "done": it says so, with an empty neutral bar.
        const percent = total === 0 ? 0 : Math.round((count / total) * 100);
        return (
          <div key={block} className="request-block" data-block={block}>
            <div className="request-block-head">
              <span>{requestStepsConfig.blocks[block]}</span>
              <span className={total === 0 ? 'request-block-idle' : undefined}>{total === 0 ? t.notRequired : `${count}/${total}`}</span>
            </div>
            <Progress percent={percent} size="small" showInfo={false} status={total > 0 && count >= total ? 'success' : 'normal'} />
          </div>
        );
      })}
    </div>
  );
});

/** The visible steps of the request with their state, the progress per block and the hint. */
export const StepSidebar = observer(function StepSidebar({ form }: { form: RequestFormStore }) {
  return (
    <Card className="panel request-sidebar" size="small" title={t.steps}>
      <nav aria-label={t.steps}>
        <ol className="request-steps">
          {form.steps.map((step) => (
            <li key={step.name} className={step.name === form.current ? 'current' : undefined}>
              <Link to={form.pathOf(step.name)} aria-current={step.name === form.current ? 'step' : undefined}>
                <span className="step-mark" aria-label={form.checked.has(step.name) ? t.checked : undefined}>
                  {form.checked.has(step.name) ? <CheckOutlined /> : null}
                </span>
                {step.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <Typography.Text strong>{t.progress}</Typography.Text>
      <BlockProgress form={form} />
      <div className="request-hint" role="status">
        {form.shownHint}
      </div>
      {!form.sent && <BankChoice form={form} />}
    </Card>
  );
});
