// The async boundary Module Federation needs: the shared singletons (react, react-dom, jotai, ...) are
// negotiated with the remotes before any module that uses them is evaluated.
void import('./bootstrap');
