# CPack: a .deb (and .tar.gz) on Linux, an NSIS installer (and .zip) on Windows,
# a drag-and-drop .dmg on macOS. `cmake --build build --target package`.
set(CPACK_PACKAGE_NAME felt)
set(CPACK_PACKAGE_VENDOR "Felt developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY ${FELT_SUMMARY})
set(CPACK_PACKAGE_DESCRIPTION_FILE ${CMAKE_CURRENT_SOURCE_DIR}/description.txt)
set(CPACK_PACKAGE_HOMEPAGE_URL ${FELT_HOMEPAGE})
set(CPACK_PACKAGE_CONTACT ${FELT_MAINTAINER})
set(CPACK_PACKAGE_INSTALL_DIRECTORY Felt)
set(CPACK_PACKAGE_EXECUTABLES felt Felt)  # Start menu entry on Windows
set(CPACK_PACKAGE_ICON ${CMAKE_CURRENT_SOURCE_DIR}/icons/felt.icns)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")

if(WIN32)
    set(CPACK_GENERATOR NSIS ZIP)
    set(CPACK_PACKAGE_ICON "")  # NSIS wants a bitmap here; the .ico is set below
    set(CPACK_NSIS_MUI_ICON ${CMAKE_CURRENT_SOURCE_DIR}/icons/felt.ico)
    set(CPACK_NSIS_MUI_UNIICON ${CMAKE_CURRENT_SOURCE_DIR}/icons/felt.ico)
    set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\felt.exe")
    set(CPACK_NSIS_DISPLAY_NAME "Felt ${PROJECT_VERSION}")
    set(CPACK_NSIS_PACKAGE_NAME Felt)
    set(CPACK_NSIS_URL_INFO_ABOUT ${FELT_HOMEPAGE})
    set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
    set(CPACK_DMG_VOLUME_NAME "Felt ${PROJECT_VERSION}")
    set(CPACK_DMG_FORMAT UDZO)
else()
    set(CPACK_GENERATOR DEB TGZ)
    set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # felt_<version>_<arch>.deb
    set(CPACK_DEBIAN_PACKAGE_SECTION games)
    set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
    set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${FELT_HOMEPAGE})
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
    # Loaded at run time, so dpkg-shlibdeps cannot see them: the QML modules the
    # table imports with what they import in turn (packaging/build-deb.sh checks
    # this list against qmlimportscanner), the SVG image plugin for the card art,
    # Qt WebSockets for network tables (named here until the felt executable
    # links it and dpkg-shlibdeps finds it) and Qt's extra platform plugins.
    set(CPACK_DEBIAN_PACKAGE_DEPENDS
        "qml6-module-qtqml, qml6-module-qtqml-workerscript, qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-templates, qml6-module-qtquick-shapes, libqt6svg6, libqt6sql6-sqlite, libqt6websockets6, qt6-qpa-plugins")
    set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
    # felt-server's settings are the administrator's: kept on upgrade and purged on purge.
    if(FELT_BUILD_APP)
        file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/debian-control/conffiles "/etc/default/felt-server\n")
        set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${CMAKE_CURRENT_BINARY_DIR}/debian-control/conffiles)
    endif()
    set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
endif()
include(CPack)
