import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';

export function App() {
  return (
    <MantineProvider>
      <main>
        <h1>Roadhire</h1>
      </main>
    </MantineProvider>
  );
}
