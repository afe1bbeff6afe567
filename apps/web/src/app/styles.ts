// Per-component Mantine CSS keeps the shell's stylesheet small (TOOLCHAIN.md); lazy routes
// import the extra component styles they use.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
// What the public pages' server render paints with (the home's cards, lists and directory
// search, the information pages' panels): their route code never loads on a visitor's boot, so
// their component styles cannot come with it (docs/decisions/0070).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SegmentedControl.css';
import './app.css';
import './print.css';
