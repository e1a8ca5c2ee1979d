// The templates table: id, name (default marked), text with {code2fa}, countries, status, last change, delete.
import { Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import type { Template, TemplateSort } from '@/contracts/otp-templates';
import type { Way } from '@/contracts/common';
import { DateTimeText } from '@/components/date-time-text';
import { TableRoom, lightTableClasses as classes } from '@/components/light-table';
import { SortableTh } from '@/components/sortable-th';
import { DeleteTemplateButton } from './delete-template-button';
import { TemplateCountries } from './template-countries';
import { TemplateStatusBadge } from './template-status';
import { HiddenCharactersNote, TemplateText } from './template-text';
import { SkeletonRows } from '@/components/skeleton-rows';

export function TemplatesTable({
  templates,
  sort,
  way,
  onSort,
  loadingRows,
}: {
  templates: readonly Template[];
  sort: TemplateSort;
  way: Way;
  onSort: (next: { sort: TemplateSort; way: Way }) => void;
  /** Skeleton rows to show instead of templates while the first page loads. */
  loadingRows?: number;
}) {
  const sortProps = { sort, way, onSort };
  // Last change gives way first in a narrow room, except while the list is sorted by it (the console's order):
  // the header that shows the order stays in sight on a laptop's width.
  const lastChangeClass = sort === 'updated_at' ? classes.medium : classes.low;
  return (
    <TableRoom>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="OTP templates">
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="template_id" {...sortProps}>
                Id
              </SortableTh>
              <SortableTh column="name" {...sortProps}>
                Name
              </SortableTh>
              <Table.Th>Text</Table.Th>
              <Table.Th className={classes.medium}>Countries</Table.Th>
              <SortableTh column="status" {...sortProps}>
                Status
              </SortableTh>
              <SortableTh column="updated_at" {...sortProps} className={lastChangeClass}>
                Last change
              </SortableTh>
              <Table.Th>
                <Text component="span" size="sm" fw={700}>
                  Actions
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loadingRows ? (
              <SkeletonRows rows={loadingRows} columns={7} />
            ) : (
              templates.map((template) => (
                <Table.Tr key={template.template_id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {template.template_id}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={220}>
                    <Stack gap={2}>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                          <bdi>{template.name}</bdi>
                        </Text>
                        {template.is_default && (
                          <Badge size="sm" variant="outline" color="gray">
                            Default
                          </Badge>
                        )}
                      </Group>
                      <HiddenCharactersNote text={template.name} />
                    </Stack>
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Stack gap={2}>
                      <TemplateText text={template.text} />
                      <HiddenCharactersNote text={template.text} />
                    </Stack>
                  </Table.Td>
                  <Table.Td maw={260} className={classes.medium}>
                    <TemplateCountries countries={template.countries} />
                  </Table.Td>
                  <Table.Td>
                    {/* The badge truncates its label when squeezed: its column keeps room for "requested". */}
                    <Box miw={110}>
                      <TemplateStatusBadge status={template.status} />
                    </Box>
                  </Table.Td>
                  <Table.Td className={lastChangeClass}>
                    <DateTimeText value={template.updated_at} compact />
                  </Table.Td>
                  <Table.Td>
                    <DeleteTemplateButton template={template} />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TableRoom>
  );
}
