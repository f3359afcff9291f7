import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { bankCatalogueTexts } from '../../../domain/bankCatalogue/texts';
import type { ComparisonSection } from '../../../domain/bankCatalogue/compareBanks';
import type { RequirementsStore } from '../../../runtime/bankCatalogue/RequirementsStore';
import { banksPageTexts } from './texts';

const t = banksPageTexts.requirements;
const sections: readonly ComparisonSection[] = ['conditions', 'documents', 'periods', 'stopFactors'];

/** The picked banks side by side: a column per bank, a row per condition or requirement. */
export const ComparisonTable = observer(function ComparisonTable({ store }: { store: RequirementsStore }) {
  const banks = store.pickedBanks;
  const rows = store.shownRows;
  return (
    <div className="comparison-table">
      <table aria-label={t.compareTitle}>
        <thead>
          <tr>
            <th scope="col">{t.requirement}</th>
            {banks.map((bank) => (
              <th scope="col" key={bank.uuid}>
                {bank.middle_name}{' '}
                <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t.remove(bank.middle_name)} onClick={() => store.toggle(bank.uuid)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => {
            const sectionRows = rows.filter((row) => row.section === section);
            if (sectionRows.length === 0) return null;
            return (
              <Fragment key={section}>
                <tr className="comparison-section">
                  <th colSpan={banks.length + 1} scope="colgroup">
                    {bankCatalogueTexts.sections[section]}
                  </th>
                </tr>
                {sectionRows.map((row) => (
                  <tr key={`${section}:${row.key}`} className={row.differs ? 'comparison-differs' : undefined}>
                    <th scope="row">{row.label}</th>
                    {row.section === 'conditions'
                      ? row.values.map((value, index) => <td key={index}>{value}</td>)
                      : row.values.map((value, index) => (
                          <td key={index} className={value ? 'comparison-yes' : 'comparison-no'}>
                            {value ? t.yes[row.section] : t.no}
                          </td>
                        ))}
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
