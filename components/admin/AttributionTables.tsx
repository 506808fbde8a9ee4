import type { AttributedFigures, CampaignFigures } from '@/lib/commerce';
import { campaignLabel } from '@/lib/domain/campaign';
import { ATTRIBUTION_PERIODS } from '@/lib/domain/dashboard';
import { formatPounds } from '@/lib/domain/money';
import { ListTable } from './ListTable';
import { CELL, ROW } from './styles';

const COLUMNS = ATTRIBUTION_PERIODS.flatMap(({ label }) => [
  { label: `Orders, ${label.toLowerCase()}`, numeric: true },
  { label: `Takings, ${label.toLowerCase()}`, numeric: true },
]);

function FigureCells({ periods }: { periods: AttributedFigures }) {
  return ATTRIBUTION_PERIODS.map(({ key }) => [
    <td key={`${key}-orders`} className={`${CELL} text-right`}>
      {periods[key].orders}
    </td>,
    <td key={`${key}-takings`} className={`${CELL} text-right`}>
      {formatPounds(periods[key].takingsPence)}
    </td>,
  ]);
}

/**
 * What brought the orders (docs/adr/0035): by discount code and by campaign, over the last 7 and 30
 * UK days, by the same rules as the takings above. Campaigns are known only for shoppers who allowed
 * marketing cookies, so the tables say so rather than pass for the whole shop.
 */
export function AttributionTables({ figures }: { figures: CampaignFigures }) {
  return (
    <section aria-labelledby="attribution-heading" className="space-y-3">
      <h2 id="attribution-heading" className="text-2xl font-bold text-moss-900">
        What brought the orders
      </h2>
      <p className="max-w-prose text-slate-700">
        Orders paid, and payments less refunds given, in each period (UK days), by the discount code on the order and by the campaign of the visit that brought
        the shopper. Campaigns are recorded only for shoppers who allow marketing cookies.
      </p>
      <h3 className="text-xl font-semibold text-moss-900">By code</h3>
      {figures.byCode.length ? (
        <ListTable columns={['Code', ...COLUMNS]} caption="Orders and takings by discount code, most orders first" focusableFrame>
          {figures.byCode.map(({ code, periods }) => (
            <tr key={code} className={ROW}>
              <th scope="row" className={`${CELL} font-semibold [overflow-wrap:anywhere]`}>
                {code}
              </th>
              <FigureCells periods={periods} />
            </tr>
          ))}
        </ListTable>
      ) : (
        <p className="text-slate-800">No order with a code in the last 30 days.</p>
      )}
      <h3 className="text-xl font-semibold text-moss-900">By campaign</h3>
      {figures.byCampaign.length ? (
        <ListTable columns={['Source / medium / campaign', ...COLUMNS]} caption="Orders and takings by campaign, most orders first" focusableFrame>
          {figures.byCampaign.map(({ campaign, periods }) => {
            const label = campaignLabel(campaign);
            return (
              <tr key={JSON.stringify(campaign)} className={ROW}>
                <th scope="row" className={`${CELL} font-semibold [overflow-wrap:anywhere]`}>
                  {label}
                </th>
                <FigureCells periods={periods} />
              </tr>
            );
          })}
        </ListTable>
      ) : (
        <p className="text-slate-800">No order from a campaign in the last 30 days.</p>
      )}
    </section>
  );
}
