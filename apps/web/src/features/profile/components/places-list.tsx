import '@mantine/core/styles/Paper.css';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfilePlace } from '@portal/contracts';
import { WEEKDAYS } from '@portal/domain/profile';
import { useState } from 'react';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { usePlaces, useReferences } from '../api/profile';
import { PendingChangeNotice } from './pending-change';
import { PlaceForm } from './place-form';
import { QueryView } from '@/components/detail-page/query-view';
import { LoadingScreen } from '@/components/loading-screen';

function PlaceSummary({ place }: { place: ProfilePlace }) {
  return (
    <Stack gap={2}>
      <Text>{`${place.calle} ${place.numero}, ${place.localidad.descripcion}, ${place.provincia.descripcion}`}</Text>
      <Text size="sm">{`Teléfono: ${place.telefono || 'sin teléfono'}`}</Text>
      <Text size="sm" component="div">
        <ul aria-label={`Horarios de ${place.descripcion}`} className="profile-hours">
          {WEEKDAYS.map((day) => (
            <li key={day.id}>{`${day.descripcion}: ${place.horarios[day.id] ?? 'Cerrado'}`}</li>
          ))}
        </ul>
      </Text>
      <Text size="sm">{`Consultorios: ${place.consultorios.join(', ') || 'ninguno'}`}</Text>
    </Stack>
  );
}

/** Domicilios de atención: each place in force, its pending change, and its edit form. */
export function PlacesList() {
  const places = usePlaces();
  const references = useReferences();
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <QueryView query={places} guarded loading={<LoadingScreen />}>
      {(data) => (
        <QueryView query={references} guarded loading={<LoadingScreen />}>
          {(lists) => (
            <Stack gap="md">
              {message && (
                <Alert color="green" variant="light" role="status">
                  {message}
                </Alert>
              )}
              {data.lugares.length === 0 && <Text>No hay domicilios de atención vigentes.</Text>}
              {data.lugares.map((place) => (
                <Paper
                  key={place.id}
                  withBorder
                  p="md"
                  radius="md"
                  component="section"
                  aria-label={place.descripcion}
                >
                  <Stack gap="sm">
                    <Title order={2} size="h4">
                      {place.descripcion}
                    </Title>
                    {place.pendiente && <PendingChangeNotice change={place.pendiente} />}
                    {editing === place.id ? (
                      <PlaceForm
                        place={place}
                        references={lists}
                        onDone={(text) => {
                          setEditing(null);
                          setMessage(text || null);
                        }}
                      />
                    ) : (
                      <>
                        <PlaceSummary place={place} />
                        {!readOnly && (
                          <div>
                            <Button
                              variant="light"
                              className="profile-edit"
                              onClick={() => {
                                setMessage(null);
                                setEditing(place.id);
                              }}
                            >
                              {`Editar ${place.descripcion}`}
                            </Button>
                          </div>
                        )}
                      </>
                    )}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </QueryView>
      )}
    </QueryView>
  );
}
